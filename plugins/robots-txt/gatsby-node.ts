import { writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder } from "../../src/node/siteFolders"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ graphql, reporter }) =>
  runBuildStep(reporter, "robots.txt", async () => {
    const { data, errors } = await graphql<Queries.RobotsTxtQuery>(`
      query RobotsTxt {
        siteJson {
          siteUrl
        }
      }
    `)
    if (errors || !data?.siteJson) {
      throw new Error(`could not read siteUrl: ${JSON.stringify(errors)}`)
    }
    await writeFile(
      path.join(publicFolder(), "robots.txt"),
      `User-agent: *\nAllow: /\n\nSitemap: ${data.siteJson.siteUrl}/sitemap-index.xml\n`,
    )
    return "wrote robots.txt"
  })
