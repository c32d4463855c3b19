/**
 * What every file in data/ must hold. One description drives the build-time validation
 * (validateData.ts) and the JSON Schemas editors get in their editor (toJsonSchema.ts), so
 * the two can never disagree.
 */

/** The kinds of value a field can hold, each with its own check and message. */
export type Rule =
  | { kind: "text" }
  | { kind: "slug" }
  | { kind: "url"; host?: string }
  | { kind: "email" }
  | { kind: "date" }
  | { kind: "time" }
  | { kind: "timeZone" }
  | { kind: "countryCode" }
  | { kind: "summary" }
  | { kind: "price" }
  | { kind: "currency" }
  | { kind: "boolean" }
  | { kind: "oneOf"; values: readonly string[] }
  | { kind: "color" }
  | { kind: "image"; cover?: boolean }
  | { kind: "list"; of: Rule; minItems: number }
  | { kind: "object"; fields: Fields }

export type Field = {
  rule: Rule
  /** Required unless `optional`; a collection's `when` rules refine this per entry. */
  optional?: boolean
  /** Shown in the editor as the field's tooltip. */
  description: string
}

export type Fields = Record<string, Field>

export type DataFile = {
  /** File name inside data/ */
  file: string
  /** The GraphQL type of its records, declared in gatsby-node.ts */
  typeName: string
  title: string
  /** Collection files hold a list of entries under this key, each named by its slug. */
  collection?: string
  /** What one entry of a collection is called in messages ("show"). */
  entryNoun?: string
  /** The fields of the object file, or of each entry of a collection. */
  fields: Fields
}

/** Lowest width and height, in pixels, of a release's square cover art. */
export const MIN_COVER_SIZE = 1000

export const STREAMING_HOSTS = {
  spotify: "open.spotify.com",
  appleMusic: "music.apple.com",
} as const

/** Search engines show about this much of a page's description. */
export const SUMMARY_LENGTH = { min: 50, max: 160 } as const

export const SOCIAL_PLATFORMS = ["instagram", "tiktok", "youtube"] as const
export const RELEASE_KINDS = ["single", "ep", "album"] as const
export type ReleaseKind = (typeof RELEASE_KINDS)[number]

export const isReleaseKind = (kind: string): kind is ReleaseKind =>
  RELEASE_KINDS.some(known => known === kind)

const text = (description: string, optional = false): Field => ({
  rule: { kind: "text" },
  description,
  optional,
})

const slug: Field = {
  rule: { kind: "slug" },
  description: "A short unique name in lowercase-with-dashes",
}

const card = (description: string): Field => ({
  rule: {
    kind: "object",
    fields: {
      title: text("The card's title"),
      body: text("The card's text"),
    },
  },
  description,
})

const summary = (page: string): Field => ({
  rule: { kind: "summary" },
  description: `What search results and link previews say about the ${page} page`,
})

const page = (name: string): Field => ({
  rule: {
    kind: "object",
    fields: {
      heading: text(`The ${name} page's main heading`),
      intro: text("One or two sentences under the heading"),
      description: summary(name),
    },
  },
  description: `The ${name} page`,
})

export const dataFiles: readonly DataFile[] = [
  {
    file: "site.json",
    typeName: "SiteJson",
    title: "The artist and the site",
    fields: {
      name: text("The artist's name, shown in the header and every page title"),
      tagline: text(
        "A short line shown after the name in the home page's title",
      ),
      description: text("What the site is about, for search engines"),
      genres: {
        rule: { kind: "list", of: { kind: "text" }, minItems: 1 },
        description: "The artist's genres, for search engines",
      },
      siteUrl: {
        rule: { kind: "url" },
        description: "The site's public address, without a trailing slash",
      },
      language: {
        rule: { kind: "oneOf", values: ["en", "es"] },
        description: "The language the content is written in",
      },
      locale: {
        rule: { kind: "oneOf", values: ["en-US", "es-MX", "es-ES", "es-US"] },
        description: "How dates and prices are written (for example en-US)",
      },
      pressEmail: {
        rule: { kind: "email" },
        description: "The press and bookings address shown on the contact page",
      },
      streaming: {
        rule: {
          kind: "object",
          fields: {
            spotifyUrl: {
              rule: { kind: "url", host: STREAMING_HOSTS.spotify },
              description: "The artist's Spotify page",
            },
            appleMusicUrl: {
              rule: { kind: "url", host: STREAMING_HOSTS.appleMusic },
              description: "The artist's Apple Music page",
            },
          },
        },
        description: "The artist's profiles on the two streaming services",
      },
      socials: {
        rule: {
          kind: "list",
          minItems: 0,
          of: {
            kind: "object",
            fields: {
              platform: {
                rule: { kind: "oneOf", values: SOCIAL_PLATFORMS },
                description: "Which network: it picks the icon",
              },
              label: text("The network's name, read out to screen readers"),
              url: {
                rule: { kind: "url" },
                description: "The artist's profile",
              },
            },
          },
        },
        description: "Social profiles, shown as icons in the footer",
      },
    },
  },
  {
    file: "home.json",
    typeName: "HomeJson",
    title: "The home page",
    fields: {
      description: summary("home"),
      headline: text("The large headline at the top of the home page"),
      blurb: text("The paragraph under the headline"),
      streams: card("The streaming card"),
      join: card("The join-the-movement card"),
    },
  },
  {
    file: "pages.json",
    typeName: "PagesJson",
    title: "Headings and introductions of the inner pages",
    fields: {
      about: page("About"),
      music: page("Music"),
      tour: page("Tour"),
      media: page("Media"),
      store: page("Store"),
      contact: page("Contact"),
    },
  },
  {
    file: "about.json",
    typeName: "AboutJson",
    title: "The biography",
    fields: {
      heading: text("The biography's heading"),
      paragraphs: {
        rule: { kind: "list", of: { kind: "text" }, minItems: 1 },
        description: "The biography, one paragraph per entry",
      },
      photo: {
        rule: { kind: "image" },
        description:
          "The artist's photo, a path from data/ such as ./images/artist/photo.jpg",
      },
      photoAlt: text("What the photo shows, for people who cannot see it"),
      quote: {
        rule: {
          kind: "object",
          fields: {
            text: text("The quote, without quotation marks"),
            attribution: text("Who said it"),
          },
        },
        description: "A quote from the artist",
      },
    },
  },
  {
    file: "releases.json",
    typeName: "ReleasesJson",
    title: "Releases",
    collection: "releases",
    entryNoun: "release",
    fields: {
      slug,
      title: text("The release's title"),
      kind: {
        rule: { kind: "oneOf", values: RELEASE_KINDS },
        description: "single, ep or album",
      },
      releaseDate: {
        rule: { kind: "date" },
        optional: true,
        description:
          "The day it came out, as YYYY-MM-DD; required once released",
      },
      description: text("One or two sentences about the release"),
      gradient: {
        rule: { kind: "list", of: { kind: "color" }, minItems: 2 },
        description:
          "Two or more CSS colours, drawn behind the cover or instead of it",
      },
      cover: {
        rule: { kind: "image", cover: true },
        optional: true,
        description: `Square cover art of at least ${MIN_COVER_SIZE} px, a path such as ./images/releases/title.jpg; none while coming soon`,
      },
      coverAlt: text(
        "What the cover shows, for people who cannot see it",
        true,
      ),
      spotifyUrl: {
        rule: { kind: "url", host: STREAMING_HOSTS.spotify },
        optional: true,
        description: "The release on Spotify; none while coming soon",
      },
      appleMusicUrl: {
        rule: { kind: "url", host: STREAMING_HOSTS.appleMusic },
        optional: true,
        description: "The release on Apple Music; none while coming soon",
      },
      comingSoon: {
        rule: { kind: "boolean" },
        description: "true while the release is announced but not out",
      },
    },
  },
  {
    file: "tour.json",
    typeName: "TourJson",
    title: "Tour dates",
    collection: "shows",
    entryNoun: "show",
    fields: {
      slug,
      city: text("The city"),
      region: text("State or region, for example CA", true),
      country: text("The country, as shown on the page"),
      countryCode: {
        rule: { kind: "countryCode" },
        description: "The country's two-letter code, for example US or MX",
      },
      venue: text("The venue's name"),
      streetAddress: text("The venue's street address"),
      postalCode: text("The venue's postal code"),
      date: {
        rule: { kind: "date" },
        description: "The day of the show, as YYYY-MM-DD",
      },
      startTime: {
        rule: { kind: "time" },
        description: "When the show starts, local time, as HH:MM (24-hour)",
      },
      endTime: {
        rule: { kind: "time" },
        description: "When the show ends, local time, as HH:MM (24-hour)",
      },
      timeZone: {
        rule: { kind: "timeZone" },
        description: "The venue's time zone, for example America/Mexico_City",
      },
      ticketsOnSale: {
        rule: { kind: "date" },
        optional: true,
        description: "The day tickets go on sale, as YYYY-MM-DD",
      },
    },
  },
  {
    file: "products.json",
    typeName: "ProductsJson",
    title: "Store products",
    collection: "products",
    entryNoun: "product",
    fields: {
      slug,
      type: text("The kind of product, for example Apparel"),
      name: text("The product's name"),
      description: text("One or two sentences about the product"),
      price: {
        rule: { kind: "price" },
        description: "The price as a number, for example 29.99",
      },
      currency: {
        rule: { kind: "currency" },
        description: "A three-letter currency code, for example USD",
      },
    },
  },
  {
    file: "media.json",
    typeName: "MediaJson",
    title: "The media page",
    fields: {
      featured: {
        rule: {
          kind: "object",
          fields: {
            title: text("The video's title"),
            description: text("One or two sentences about the video"),
          },
        },
        description: "The featured video",
      },
      tiles: {
        rule: {
          kind: "list",
          minItems: 1,
          of: {
            kind: "object",
            fields: {
              slug,
              title: text("The video's title"),
              caption: text("A line about the video"),
            },
          },
        },
        description: "The smaller video tiles",
      },
    },
  },
  {
    file: "contact.json",
    typeName: "ContactJson",
    title: "The contact page",
    fields: {
      fans: card("The 'For Fans' card"),
      media: card(
        "The 'For Media / Bookings' card; the press address comes from site.json",
      ),
    },
  },
]
