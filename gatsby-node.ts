// Gatsby Node APIs: onPreBootstrap, createSchemaCustomization, onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { writeFile } from "node:fs/promises"

import { checkDataFolder, formatProblems } from "./src/build/checkDataFolder"
import { dataFolder } from "./src/build/dataFolder"
import { deferHydrationInFolder } from "./src/build/deferHydration"
import { graphqlTypeDefs } from "./src/build/graphqlTypes"
import { renderShareImages } from "./src/build/renderShareImages"
import { shareCardsFrom } from "./src/build/shareCards"

/** Stops the build, before any page is created, when a data file breaks a rule. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({
  reporter,
}) => {
  const { problems } = await checkDataFolder(dataFolder())
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}

/** Every data file's type comes from the one data schema (src/lib/data/dataSchema.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  ({ actions }) => {
    actions.createTypes(graphqlTypeDefs())
  }

/**
 * Writes each route's share image and robots.txt pointing at the sitemap, then defers each
 * page's hydration scripts until it has painted and loaded.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({
  graphql,
  reporter,
}) => {
  const publicDir = path.join(__dirname, "public")
  const { data, errors } = await graphql<Queries.ShareCardsQuery>(`
    query ShareCards {
      siteJson {
        name
        tagline
        siteUrl
      }
      pagesJson {
        about {
          heading
        }
        music {
          heading
        }
        tour {
          heading
        }
        media {
          heading
        }
        store {
          heading
        }
        contact {
          heading
        }
      }
      aboutJson {
        photo {
          absolutePath
        }
      }
      allReleasesJson(
        filter: { comingSoon: { eq: false } }
        sort: { releaseDate: DESC }
        limit: 1
      ) {
        nodes {
          cover {
            absolutePath
          }
        }
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild(
      `Could not read the share cards' data: ${JSON.stringify(errors)}`,
    )
    return
  }
  const cards = shareCardsFrom(data)
  await renderShareImages(cards, publicDir)
  await writeFile(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${data.siteJson?.siteUrl}/sitemap-index.xml\n`,
  )
  reporter.info(`Wrote ${cards.length} share images and robots.txt`)
  // Only for the benchmark's comparison (npm run bench -- --compare-defer).
  if (process.env.DEFER_HYDRATION === "off") return
  try {
    const pages = await deferHydrationInFolder(publicDir)
    reporter.info(`Deferred the hydration scripts of ${pages} pages`)
  } catch (error) {
    reporter.panicOnBuild(
      `Could not defer the hydration scripts: ${(error as Error).message}`,
    )
  }
}
