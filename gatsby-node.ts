// Gatsby Node APIs: onPreBootstrap, createSchemaCustomization, createResolvers, createPages, onCreatePage, onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"

import { writeFile } from "node:fs/promises"

import { checkDataFolder } from "./src/build/checkDataFolder"
import { formatProblems } from "./src/lib/data/formatProblems"
import { dataFolder, readSiteSettings } from "./src/build/dataFolder"
import { deferHydrationInFolder } from "./src/build/deferHydration"
import { DATA_CHECK_PATH, devDataCheckResult } from "./src/build/devDataCheck"
import { graphqlTypeDefs } from "./src/build/graphqlTypes"
import { localizedExtension } from "./src/build/localized"
import { renderShareImages } from "./src/build/renderShareImages"
import type { ShareCard } from "./src/build/renderShareImages"
import { shareCardsFrom } from "./src/build/shareCards"
import { writeShowCalendars } from "./src/build/showCalendars"
import {
  NGINX_OUTPUT,
  writeHostFiles,
} from "./src/build/hosting/writeHostFiles"
import { ADMIN_PATH } from "./src/build/hosting/policy"
import { backendSources, readCmsBackend } from "./src/build/cms/cmsBackend"
import { writeAdmin } from "./src/build/cms/writeAdmin"
import { storeResolvers } from "./src/build/storeOrder"
import { stripNulBytesInFolder } from "./src/build/stripNulBytes"
import { toPressKitData, writePressKit } from "./src/build/writePressKit"
import { BUILD_TIME_VARIABLE, buildTimeFrom } from "./src/lib/buildClock"
import { formatFileSize } from "./src/lib/formatFileSize"
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  localizePath,
  notFoundPaths,
  type Language,
} from "./src/lib/languages"
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
  if (isDevelop()) await writeContentManager(reporter)
}

const isDevelop = () => process.env.gatsby_executing_command === "develop"

/**
 * The content manager in public/admin/: written after every build, and when the
 * development server starts (gatsby-config's developMiddleware serves its page there).
 */
const writeContentManager = async (reporter: Reporter) => {
  const site = readSiteSettings()
  try {
    const admin = await writeAdmin(path.join(__dirname, "public", ADMIN_PATH), {
      backend: readCmsBackend(__dirname),
      siteUrl: site.siteUrl,
      siteName: site.name,
    })
    reporter.info(
      `Wrote the content manager at ${ADMIN_PATH} (${admin.script})`,
    )
  } catch (error) {
    reporter.panic(
      `Could not write the content manager: ${(error as Error).message}`,
    )
  }
}
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
    actions.createFieldExtension(localizedExtension)
    actions.createTypes(graphqlTypeDefs())
  }

/** Fields computed at build time: the store's order in each language (`storeOrder.ts`). */
export const createResolvers: GatsbyNode["createResolvers"] = ({
  createResolvers: addResolvers,
}) => {
  addResolvers(storeResolvers)
}

/** Where createPages wrote each language's press kit, and its size, for the pages that link it. */
const pressKits: Partial<Record<Language, { path: string; size: string }>> = {}

/**
 * Every page of src/pages once per language: English at its own path, Spanish under
 * /es/, each told its language. The tour page sorts its shows by the build's clock; the
 * about and contact pages link the press kit with its size. An unknown address under /es/
 * is the Spanish 404 page's (its match path), so the browser shows it in Spanish too.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isLanguage(page.context?.language) || page.path === "/dev-404-page/")
    return
  const extra = (language: Language) => {
    const pressKit = pressKits[language]
    return page.path === "/tour/"
      ? { builtAt: buildTime() }
      : ["/about/", "/contact/"].includes(page.path) && pressKit
        ? { pressKit }
        : {}
  }
  const [notFoundPage] = notFoundPaths(DEFAULT_LANGUAGE)
  const isNotFound = notFoundPaths(DEFAULT_LANGUAGE).includes(page.path)
  actions.deletePage(page)
  for (const language of LANGUAGES) {
    const path = localizePath(page.path, language)
    actions.createPage({
      ...page,
      path,
      // Every unknown address inside a language's folder: "/es/foo" -> "/es/404/".
      ...(page.path === notFoundPage && language !== DEFAULT_LANGUAGE
        ? { matchPath: `/${language}/*` }
        : {}),
      context: {
        ...page.context,
        ...extra(language),
        ...(isNotFound ? { notFound: true } : {}),
        language,
      },
    })
  }
}

/**
 * In each language: the press kit (public/press/<artist>-press-kit.zip, and under es/),
 * a page per show at /tour/<slug>/ (/es/tour/<slug>/) with its calendar file beside it. The file
 * pages (about, contact) are created after this (by Gatsby's page creator), so
 * onCreatePage can give them the press kit's size.
 */
export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
}) => {
  for (const language of LANGUAGES) {
    await createLanguagePages(language, graphql, actions, reporter)
  }
}

type PageMaking = Parameters<NonNullable<GatsbyNode["createPages"]>>[0]

const createLanguagePages = async (
  language: Language,
  graphql: PageMaking["graphql"],
  actions: PageMaking["actions"],
  reporter: PageMaking["reporter"],
) => {
  const { data, errors } = await graphql<Queries.BuildPagesQuery>(
    `
      query BuildPages($language: Language!) {
        siteJson {
          name
          tagline(language: $language)
          siteUrl
          locale(language: $language)
          ticketsUrl
          genres(language: $language)
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
          shortBio(language: $language)
          paragraphs(language: $language)
          homeTown(language: $language)
          pressPhotos {
            caption(language: $language)
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
            city(language: $language)
            region
            country(language: $language)
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
    `,
    { language },
  )
  if (errors || !data?.siteJson) {
    reporter.panicOnBuild(
      `Could not read the data for the press kit and the show pages: ${JSON.stringify(errors)}`,
    )
    return
  }
  const pressKit = await writePressKit(
    toPressKitData(data, language),
    new Date(buildTime()),
    path.join(__dirname, "public"),
  )
  pressKits[language] = {
    path: pressKit.path,
    size: formatFileSize(pressKit.bytes, data.siteJson.locale),
  }
  reporter.info(`Wrote the press kit in ${language}, ${pressKit.bytes} bytes`)
  const shows = data.allShowsJson.nodes
  for (const show of shows) {
    actions.createPage({
      path: localizePath(showPath(show.slug), language),
      component: path.resolve("src/templates/show.tsx"),
      context: { slug: show.slug, builtAt: buildTime(), language },
    })
  }
  const written = await writeShowCalendars(
    shows,
    { ...data.siteJson, language },
    Date.parse(buildTime()),
    path.join(__dirname, "public"),
  )
  reporter.info(`Wrote ${written} show pages and calendar files in ${language}`)
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
  const cards: ShareCard[] = []
  let siteUrl: string | undefined
  for (const language of LANGUAGES) {
    const { data, errors } = await graphql<Queries.ShareCardsQuery>(
      `
        query ShareCards($language: Language!) {
          siteJson {
            name
            tagline(language: $language)
            siteUrl
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
      `,
      { language },
    )
    if (errors || !data) {
      reporter.panicOnBuild(
        `Could not read the share cards' data: ${JSON.stringify(errors)}`,
      )
      return
    }
    cards.push(...shareCardsFrom(data, language))
    siteUrl ??= data.siteJson?.siteUrl
  }
  await renderShareImages(cards, publicDir)
  await writeContentManager(reporter)
  await writeFile(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
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
      cmsBackend: backendSources(readCmsBackend(__dirname)),
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
