// Gatsby Node APIs: onPreBootstrap, createSchemaCustomization, createPages, onCreatePage, onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { writeFile } from "node:fs/promises"

import { checkDataFolder } from "./src/build/checkDataFolder"
import { formatProblems } from "./src/lib/data/formatProblems"
import { dataFolder } from "./src/build/dataFolder"
import { deferHydrationInFolder } from "./src/build/deferHydration"
import { DATA_CHECK_PATH, devDataCheckResult } from "./src/build/devDataCheck"
import { graphqlTypeDefs } from "./src/build/graphqlTypes"
import { renderShareImages } from "./src/build/renderShareImages"
import { shareCardsFrom } from "./src/build/shareCards"
import { writeShowCalendars } from "./src/build/showCalendars"
import {
  NGINX_OUTPUT,
  writeHostFiles,
} from "./src/build/hosting/writeHostFiles"
import { stripNulBytesInFolder } from "./src/build/stripNulBytes"
import { toPressKitData, writePressKit } from "./src/build/writePressKit"
import { BUILD_TIME_VARIABLE, buildTimeFrom } from "./src/lib/buildClock"
import { showPath } from "./src/lib/showPath"

/**
 * The build's "now", the same for every page: which shows are upcoming and whether their
 * tickets are on sale. BUILD_TIME sets it (tests; previewing another day).
 */
let builtAt: string | undefined
const buildTime = () =>
  (builtAt ??= buildTimeFrom(process.env[BUILD_TIME_VARIABLE]))

/** Stops the build, before any page is created, when a data file breaks a rule. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({
  reporter,
}) => {
  try {
    reporter.info(`Building as of ${buildTime()}`)
  } catch (error) {
    reporter.panic((error as Error).message)
  }
  const { problems } = await checkDataFolder(dataFolder())
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}

const isDevelop = () => process.env.gatsby_executing_command === "develop"
let sourced = false
let lastReport = ""
/** Checks run one after another, so the last one printed is the newest. */
let checking: Promise<void> = Promise.resolve()

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  sourced = true
}

/**
 * In `npm run develop`, every saved data file runs the check again and prints its result
 * in the terminal, in the same words as the build: the problems, or that data/ is valid
 * again. (At start, onPreBootstrap has checked already.)
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  reporter,
}) => {
  if (!isDevelop() || !sourced) return
  if (node.internal.type !== "File" || node.sourceInstanceName !== "data")
    return
  checking = checking.then(async () => {
    const { problems } = await checkDataFolder(dataFolder())
    const report = problems.length > 0 ? formatProblems(problems) : ""
    if (report === lastReport) return
    lastReport = report
    if (report) reporter.error(report)
    else reporter.success("data/ is valid again")
  })
  await checking
}

/** In `npm run develop`, open pages ask here for the check's result (devDataCheck.ts). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(
    DATA_CHECK_PATH,
    async (_request: unknown, response: { json: (body: unknown) => void }) => {
      const { problems } = await checkDataFolder(dataFolder())
      response.json(devDataCheckResult(problems))
    },
  )
}

/** Every data file's type comes from the one data schema (src/lib/data/dataSchema.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  ({ actions }) => {
    actions.createTypes(graphqlTypeDefs())
  }

/** Where createPages wrote the press kit, and its size, for the pages that link it. */
let pressKit: { path: string; bytes: number } | undefined

/**
 * The tour page sorts its shows by the build's clock; the about and contact pages link
 * the press kit with its size.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const extra =
    page.path === "/tour/"
      ? { builtAt: buildTime() }
      : ["/about/", "/contact/"].includes(page.path) && pressKit
        ? { pressKit }
        : undefined
  if (!extra || Object.keys(extra).every(key => key in (page.context ?? {})))
    return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...extra } })
}

/**
 * The press kit (public/press/<artist>-press-kit.zip), a page per show at /tour/<slug>/
 * and its calendar file beside it. The file pages (about, contact) are created after this
 * (by Gatsby's page creator), so onCreatePage can give them the press kit's size.
 */
export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
}) => {
  const { data, errors } = await graphql<Queries.BuildPagesQuery>(`
    query BuildPages {
      siteJson {
        name
        tagline
        siteUrl
        locale
        ticketsUrl
        genres
        pressEmail
        streaming {
          spotifyUrl
          appleMusicUrl
        }
        socials {
          label
          url
        }
      }
      aboutJson {
        shortBio
        paragraphs
        homeTown
        pressPhotos {
          caption
          credit
          image {
            absolutePath
          }
        }
      }
      allReleasesJson(
        filter: { comingSoon: { eq: false } }
        sort: [{ releaseDate: DESC }, { slug: ASC }]
      ) {
        nodes {
          slug
          title
          kind
          releaseDate
          cover {
            absolutePath
          }
        }
      }
      allShowsJson {
        nodes {
          slug
          city
          region
          country
          venue
          streetAddress
          postalCode
          date
          rescheduledDate
          doorsTime
          startTime
          endTime
          timeZone
          status
          ticketsOnSale
          ticketUrl
        }
      }
    }
  `)
  if (errors || !data?.siteJson) {
    reporter.panicOnBuild(
      `Could not read the data for the press kit and the show pages: ${JSON.stringify(errors)}`,
    )
    return
  }
  pressKit = await writePressKit(
    toPressKitData(data),
    new Date(buildTime()),
    path.join(__dirname, "public"),
  )
  reporter.info(`Wrote the press kit, ${pressKit.bytes} bytes`)
  const shows = data.allShowsJson.nodes
  for (const show of shows) {
    actions.createPage({
      path: showPath(show.slug),
      component: path.resolve("src/templates/show.tsx"),
      context: { slug: show.slug, builtAt: buildTime() },
    })
  }
  const written = await writeShowCalendars(
    shows,
    data.siteJson,
    Date.parse(buildTime()),
    path.join(__dirname, "public"),
  )
  reporter.info(`Wrote ${written} show pages and calendar files`)
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
        locale
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
      allShowsJson {
        nodes {
          slug
          city
          date
          rescheduledDate
          status
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
  const cleaned = await stripNulBytesInFolder(publicDir)
  if (cleaned > 0) {
    reporter.info(`Removed the NUL characters React left in ${cleaned} pages`)
  }
  try {
    // Off only for the benchmark's comparison (npm run bench -- --compare-defer).
    if (process.env.DEFER_HYDRATION !== "off") {
      const pages = await deferHydrationInFolder(publicDir)
      reporter.info(`Deferred the hydration scripts of ${pages} pages`)
    }
  } catch (error) {
    reporter.panicOnBuild(
      `Could not defer the hydration scripts: ${(error as Error).message}`,
    )
    return
  }
  // Last: every page's policy hashes its inline scripts and styles as they are shipped.
  const hosting = await graphql<Queries.HostingQuery>(`
    query Hosting {
      contactJson {
        formEndpoint
      }
    }
  `)
  try {
    const plan = await writeHostFiles({
      publicDir,
      nginxDir: path.join(__dirname, NGINX_OUTPUT),
      formEndpoint: hosting.data?.contactJson?.formEndpoint,
    })
    reporter.info(
      `Wrote _headers, _redirects and nginx's includes for ${plan.pages.length} pages`,
    )
    for (const warning of plan.warnings) reporter.warn(warning)
  } catch (error) {
    reporter.panicOnBuild(
      `Could not write the hosting files: ${(error as Error).message}`,
    )
  }
}
