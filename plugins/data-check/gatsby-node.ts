// Listed first in gatsby-config, so a broken data file stops every command before
// anything else runs.
import type { GatsbyNode } from "gatsby"

import { formatProblems } from "../../src/lib/data/formatProblems"
import { dataFolder } from "../../src/node/siteFolders"
import { checkDataFolder } from "./checkDataFolder"
import { DATA_CHECK_PATH, devDataCheckResult } from "./devDataCheck"
import { watchDataFolder } from "./watchDataFolder"

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
  watchDataFolder(dataFolder(), report =>
    report ? reporter.error(report) : reporter.success("data/ is valid again"),
  )
}
