import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { LANGUAGES, localizePath } from "../../src/lib/languages"
import { feedPath } from "../../src/lib/seo/feedPath"
import { runBuildStep } from "../../src/node/buildStep"
import { publicFolder } from "../../src/node/siteFolders"
import { newsFeed, type NewsFeedData } from "./newsFeed"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ graphql, reporter }) =>
  runBuildStep(reporter, "News feed", async () => {
    const written = []
    for (const language of LANGUAGES) {
      const { data, errors } = await graphql<NewsFeedData>(
        `
          query NewsFeed($language: Language!) {
            siteJson {
              name
              siteUrl
              locale(language: $language)
              description(language: $language)
            }
            buildClock {
              builtAt
            }
            allReleasesJson {
              nodes {
                slug
                title
                kind
                releaseDate
                comingSoon
                announced
                description(language: $language)
              }
            }
            allNewsJson {
              nodes {
                slug
                date
                updated
                en {
                  title
                  summary
                }
                es {
                  title
                  summary
                }
              }
            }
            allShowsJson {
              nodes {
                slug
                city(language: $language)
                venue
                date
                rescheduledDate
                status
                ticketsOnSale
                announced
              }
            }
          }
        `,
        { language },
      )
      if (errors || !data) {
        throw new Error(`could not read its data: ${JSON.stringify(errors)}`)
      }
      const sitePath = localizePath(feedPath, language)
      const file = path.join(publicFolder(), sitePath)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, newsFeed(data, language), "utf8")
      written.push(sitePath)
    }
    return `wrote ${written.join(" and ")}`
  })
