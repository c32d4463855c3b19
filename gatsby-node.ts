// Gatsby Node APIs: createSchemaCustomization. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import type { GatsbyNode } from "gatsby"

// Every data file's type is declared here, never inferred: an editor leaving a field out
// must not change the schema, and optional fields (a coming-soon release has no cover)
// are nullable on purpose. Field meanings are documented beside the data in README.md.
const typeDefs = `
  type SiteJson implements Node @dontInfer {
    name: String!
    tagline: String!
    description: String!
    siteUrl: String!
    language: String!
    locale: String!
    timeZone: String!
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
    venue: String!
    date: Date! @dateformat
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
