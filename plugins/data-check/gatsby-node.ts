// Listed first in gatsby-config, so a broken data file stops every command before
// anything else runs.
import { watch } from "node:fs"
import type { GatsbyNode } from "gatsby"

import { formatProblems } from "../../src/lib/data/formatProblems"
import { dataFolder } from "../../src/node/siteFolders"
import { checkDataFolder } from "./checkDataFolder"
import { DATA_CHECK_PATH, devDataCheckResult } from "./devDataCheck"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({
  reporter,
}) => {
  const { problems } = await checkDataFolder(dataFolder())
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({
  app,
  reporter,
}) => {
  app.get(
    DATA_CHECK_PATH,
    async (_request: unknown, response: { json: (body: unknown) => void }) => {
      const { problems } = await checkDataFolder(dataFolder())
      response.json(devDataCheckResult(problems))
    },
  )
  // Checks run one after another, so the last report is the folder's newest state.
  let lastReport = ""
  let checking = Promise.resolve()
  watch(dataFolder(), { recursive: true }, () => {
    checking = checking.then(async () => {
      const { problems } = await checkDataFolder(dataFolder())
      const report = problems.length > 0 ? formatProblems(problems) : ""
      if (report === lastReport) return
      lastReport = report
      if (report) reporter.error(report)
      else reporter.success("data/ is valid again")
    })
  })
}
