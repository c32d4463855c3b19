import type { BuildArgs, GatsbyNode } from "gatsby"
import sharp from "sharp"

import { LANGUAGES } from "../../src/lib/languages"
import {
  finishBackground,
  startInBackground,
} from "../../src/node/backgroundWork"
import { runBuildStep } from "../../src/node/buildStep"
import {
  installedVersion,
  pluginCodeVersion,
} from "../../src/node/pluginCodeVersion"
import { publicFolder } from "../../src/node/siteFolders"
import { toolCacheFolder } from "../../src/node/toolCache"
import { renderShareImages, writeEventImages } from "./renderShareImages"
import { shareCardsFrom } from "./shareCards"

const writeShareImages = async (
  graphql: BuildArgs["graphql"],
  cacheDir: string,
) => {
  const cards = []
  for (const language of LANGUAGES) {
    const { data, errors } = await graphql<Queries.ShareCardsQuery>(
      `
        query ShareCards($language: Language!) {
          siteJson {
            name
            tagline(language: $language)
            locale(language: $language)
          }
          pagesJson {
            about {
              heading(language: $language)
            }
            music {
              heading(language: $language)
            }
            tour {
              heading(language: $language)
            }
            media {
              heading(language: $language)
            }
            press {
              heading(language: $language)
            }
            news {
              heading(language: $language)
            }
            store {
              heading(language: $language)
            }
            contact {
              heading(language: $language)
            }
          }
          aboutJson {
            photo {
              absolutePath
            }
          }
          allShowsJson {
            nodes {
              slug
              city(language: $language)
              date
              rescheduledDate
              status
              moments {
                doors
                start
                end
                salesOpen
                originalStart
              }
            }
          }
          buildClock {
            builtAt
          }
          allNewsJson {
            nodes {
              slug
              date
              en {
                title
              }
              es {
                title
              }
              cover {
                absolutePath
              }
            }
          }
          allReleasesJson(sort: [{ releaseDate: DESC }, { slug: ASC }]) {
            nodes {
              slug
              title
              kind
              comingSoon
              releaseDate
              cover {
                absolutePath
              }
            }
          }
        }
      `,
      { language },
    )
    if (errors || !data) {
      throw new Error(`could not read their data: ${JSON.stringify(errors)}`)
    }
    cards.push(...shareCardsFrom(data, language))
  }
  const { rendered, reused } = await renderShareImages(cards, publicFolder(), {
    cacheDir,
    keptIn: toolCacheFolder("share-images"),
    // Not the whole lock file: a clean build after another package's upgrade keeps every image.
    codeVersion: pluginCodeVersion("share-images", {
      libraries: sharp.versions,
      opentype: installedVersion("opentype.js"),
    }),
  })
  const photo = cards.find(card => card.key === "home")?.art
  const events = photo ? await writeEventImages(photo, publicFolder()) : 0
  return `wrote ${cards.length} images (${rendered} rendered, ${reused} unchanged since the last build) and the tour's ${events} event images`
}

const SHARE_IMAGES = "share images"

// The data is complete by createPages, and bootstrap leaves a core idle; builds only.
export const createPages: GatsbyNode["createPages"] = ({ graphql, cache }) => {
  if (process.env.NODE_ENV !== "production") return
  startInBackground(SHARE_IMAGES, () =>
    writeShareImages(graphql, cache.directory),
  )
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({
  graphql,
  reporter,
  cache,
}) =>
  runBuildStep(
    reporter,
    "Share images",
    async () =>
      (await finishBackground<string>(SHARE_IMAGES)) ??
      writeShareImages(graphql, cache.directory),
  )
