// Gatsby Node APIs: onPreBootstrap, onCreateNode, createSchemaCustomization, onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "node:path"
import type { GatsbyNode, Node } from "gatsby"

import { writeFile } from "node:fs/promises"

import { checkDataFolder, formatProblems } from "./src/build/checkDataFolder"
import { deferHydrationInFolder } from "./src/build/deferHydration"
import { renderShareImages } from "./src/build/renderShareImages"
import { shareCardsFrom } from "./src/build/shareCards"
import { toDataRecords } from "./src/build/toDataRecords"
import { dataFiles } from "./src/lib/dataRules"
import { parseDataFile } from "./src/lib/parseDataFile"
import site from "./data/site.json"

const DATA_DIR = path.join(__dirname, "data")

/** Stops the build, before any page is created, when a data file breaks a rule. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({
  reporter,
}) => {
  const { problems } = await checkDataFolder(DATA_DIR)
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}

type FileNode = Node & { sourceInstanceName: string; base: string }

const isDataFile = (node: Node): node is FileNode =>
  node.internal.type === "File" &&
  node.sourceInstanceName === "data" &&
  typeof node.base === "string" &&
  node.base.endsWith(".json")

/**
 * Turns each data file into nodes: one per object file, one per entry of a collection,
 * typed as declared below and children of the file, so image paths resolve from it.
 * This replaces gatsby-transformer-json, which cannot read a collection kept under a key
 * beside the file's "$schema".
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (!isDataFile(node)) return
  const spec = dataFiles.find(file => file.file === node.base)
  if (!spec) return
  const parsed = parseDataFile(`data/${spec.file}`, await loadNodeContent(node))
  if (!parsed.ok) {
    reporter.panicOnBuild(parsed.problem)
    return
  }
  toDataRecords(spec, parsed.value).forEach((record, index) => {
    const child = {
      ...record,
      id: createNodeId(`${node.id} ${spec.typeName} ${index}`),
      parent: node.id,
      children: [],
      internal: {
        type: spec.typeName,
        contentDigest: createContentDigest(record),
      },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child })
  })
}

// Every data file's type is declared here, never inferred: an editor leaving a field out
// must not change the schema, and optional fields (a coming-soon release has no cover)
// are nullable on purpose. Field meanings are documented beside the data in README.md.
const typeDefs = `
  type SiteJson implements Node @dontInfer {
    name: String!
    tagline: String!
    description: String!
    genres: [String!]!
    siteUrl: String!
    language: String!
    locale: String!
    pressEmail: String!
    streaming: SiteJsonStreaming!
    socials: [SiteJsonSocial!]!
  }

  type SiteJsonStreaming @dontInfer {
    spotifyUrl: String!
    appleMusicUrl: String!
  }

  type SiteJsonSocial @dontInfer {
    platform: String!
    label: String!
    url: String!
  }

  type HomeJson implements Node @dontInfer {
    description: String!
    headline: String!
    blurb: String!
    streams: HomeJsonCard!
    join: HomeJsonCard!
  }

  type HomeJsonCard @dontInfer {
    title: String!
    body: String!
  }

  type AboutJson implements Node @dontInfer {
    heading: String!
    paragraphs: [String!]!
    photo: File! @fileByRelativePath
    photoAlt: String!
    quote: AboutJsonQuote!
  }

  type AboutJsonQuote @dontInfer {
    text: String!
    attribution: String!
  }

  type ReleasesJson implements Node @dontInfer {
    slug: String!
    title: String!
    kind: String!
    releaseDate: Date @dateformat
    description: String!
    gradient: [String!]!
    cover: File @fileByRelativePath
    coverAlt: String
    spotifyUrl: String
    appleMusicUrl: String
    comingSoon: Boolean!
  }

  type TourJson implements Node @dontInfer {
    slug: String!
    city: String!
    region: String
    country: String!
    countryCode: String!
    venue: String!
    streetAddress: String!
    postalCode: String!
    date: Date! @dateformat
    startTime: String!
    endTime: String!
    timeZone: String!
    ticketsOnSale: Date @dateformat
  }

  type ProductsJson implements Node @dontInfer {
    slug: String!
    type: String!
    name: String!
    description: String!
    price: Float!
    currency: String!
  }

  type MediaJson implements Node @dontInfer {
    featured: MediaJsonFeatured!
    tiles: [MediaJsonTile!]!
  }

  type MediaJsonFeatured @dontInfer {
    title: String!
    description: String!
  }

  type MediaJsonTile @dontInfer {
    slug: String!
    title: String!
    caption: String!
  }

  type ContactJson implements Node @dontInfer {
    fans: ContactJsonCard!
    media: ContactJsonCard!
  }

  type PagesJson implements Node @dontInfer {
    about: PagesJsonPage!
    music: PagesJsonPage!
    tour: PagesJsonPage!
    media: PagesJsonPage!
    store: PagesJsonPage!
    contact: PagesJsonPage!
  }

  type PagesJsonPage @dontInfer {
    heading: String!
    intro: String!
    description: String!
  }

  type ContactJsonCard @dontInfer {
    title: String!
    body: String!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] =
  ({ actions }) => {
    actions.createTypes(typeDefs)
  }

/**
 * Writes each route's share image and robots.txt pointing at the sitemap, then defers each
 * page's hydration scripts until it has painted and loaded.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.join(__dirname, "public")
  const cards = await shareCardsFrom(DATA_DIR)
  await renderShareImages(cards, publicDir)
  await writeFile(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap-index.xml\n`,
  )
  reporter.info(`Wrote ${cards.length} share images and robots.txt`)
  try {
    const pages = await deferHydrationInFolder(publicDir)
    reporter.info(`Deferred the hydration scripts of ${pages} pages`)
  } catch (error) {
    reporter.panicOnBuild(
      `Could not defer the hydration scripts: ${(error as Error).message}`,
    )
  }
}
