import { watch } from "node:fs"

import { formatProblems } from "../../src/lib/data/formatProblems"
import { checkDataFolder } from "./checkDataFolder"

// Checks run one after another, so the last report is the folder's newest state.
export const watchDataFolder = (
  folder: string,
  report: (problems: string) => void,
) => {
  let lastReport = ""
  let checking = Promise.resolve()
  const checkAgain = () => {
    checking = checking.then(async () => {
      const { problems } = await checkDataFolder(folder)
      const message = problems.length > 0 ? formatProblems(problems) : ""
      if (message === lastReport) return
      lastReport = message
      report(message)
    })
  }
  return watch(folder, { recursive: true }, checkAgain)
}
