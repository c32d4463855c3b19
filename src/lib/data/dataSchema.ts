// The one definition of data/: the build check, the editors' JSON Schemas, the GraphQL and the
// TypeScript types all come from it, so adding a field is one edit here.
import type * as z from "zod"

import {
  bio,
  bioInParagraphs,
  boolean,
  color,
  countryCode,
  currency,
  date,
  duration,
  email,
  EXPECTED,
  expectedLink,
  gtin,
  group,
  image,
  isrc,
  link,
  list,
  markdown,
  MIN_COVER_SIZE,
  MIN_PRESS_PHOTO_EDGE,
  oneOf,
  percent,
  price,
  prose,
  reference,
  slug,
  STREAMING_HOSTS,
  summary,
  text,
  time,
  timeZone,
  translated,
  translatedProse,
  translatedSummary,
  translatedText,
  youtubeId,
} from "./fields"
import {
  analyticsRule,
  announcedRule,
  mailingListRule,
  newsPostRule,
  oneContactPerRoleRule,
  platformsRule,
  releaseStatusRule,
  showRule,
  trackRule,
  uniqueSlugsRule,
  VIDEO_NEEDS,
  videoRule,
} from "./crossFieldRules"
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../languages"
import { SIGNUP_SERVICES } from "../signup/signupFields"
import { ANALYTICS_SERVICES } from "../analytics/analyticsServices"
import { SOCIAL_PLATFORMS } from "./socialPlatforms"

export const LOCALES = {
  en: ["en-US", "en-GB", "en-CA", "en-AU"],
  es: ["es-US", "es-MX", "es-419", "es-ES"],
} as const

const RELEASE_KINDS = ["single", "ep", "album"] as const
/** Besides Spotify and Apple Music, which have fields of their own; listed in the file's order. */
export const MORE_PLATFORMS = [
  "youtubeMusic",
  "amazonMusic",
  "deezer",
  "tidal",
  "bandcamp",
  "soundcloud",
] as const
/** schema.org's album production types. */
const ALBUM_PRODUCTIONS = [
  "studio",
  "live",
  "compilation",
  "remix",
  "soundtrack",
  "mixtape",
  "demo",
] as const
const PRODUCT_AVAILABILITIES = [
  "inStock",
  "limitedAvailability",
  "preOrder",
  "soldOut",
] as const
const SHOW_STATUSES = [
  "onSale",
  "soldOut",
  "cancelled",
  "postponed",
  "rescheduled",
] as const

const card = (description: string) =>
  group(
    {
      title: translatedText("The card's title"),
      body: translatedProse("The card's text"),
    },
    description,
  )

const pageFields = (name: string) => ({
  heading: translatedText(`The ${name} page's main heading`),
  intro: translatedProse("One or two sentences under the heading"),
  description: translatedSummary(
    `What search results and link previews say about the ${name} page`,
  ),
})

const page = (name: string) => group(pageFields(name), `The ${name} page`)

const photoAlt = () =>
  translatedText("What the photo shows, for people who cannot see it")

const site = group(
  {
    name: text("The artist's name, shown in the header and every page title"),
    tagline: translatedText(
      "A short line shown after the name in the home page's title",
    ),
    description: translatedProse("What the site is about, for search engines"),
    genres: translated(
      () => list(text("A genre"), 1, "The artist's genres"),
      "The artist's genres, for search engines",
    ),
    siteUrl: link("The site's public address, without a trailing slash"),
    locale: translated(
      language =>
        oneOf(
          `${LANGUAGE_NAMES[language]}Locale`,
          LOCALES[language],
          `How dates and prices are written in ${LANGUAGE_NAMES[language]}`,
        ),
      "How dates and prices are written in each language: en-US writes $29.99 and May 16, 2026; es-US writes $29.99 and 16 de mayo de 2026",
    ),
    pressEmail: email(
      "The press and bookings address shown on the contact page",
    ),
    ticketsUrl: link(
      "The artist's page on the ticketing service, for the tour page's 'Buy Tickets Now'",
    ).optional(),
    storeUrl: link(
      "The artist's online store's home page, for 'Shop Now | Worldwide Shipping Available'",
    ).optional(),
    streaming: group(
      {
        spotifyUrl: link("The artist's Spotify page", STREAMING_HOSTS.spotify),
        appleMusicUrl: link(
          "The artist's Apple Music page",
          STREAMING_HOSTS.appleMusic,
        ),
      },
      "The artist's profiles on the two streaming services",
    ),
    socials: list(
      group(
        {
          platform: oneOf(
            "SocialPlatform",
            SOCIAL_PLATFORMS,
            "Which network: it picks the icon",
          ),
          label: text("The network's name, read out to screen readers"),
          url: link("The artist's profile"),
        },
        "A social profile",
      ),
      0,
      "Social profiles, shown as icons in the footer",
    ),
    analytics: group(
      {
        service: oneOf(
          "AnalyticsService",
          ANALYTICS_SERVICES,
          "The counting service: plausible, umami or goatcounter",
        ),
        domain: text(
          "Plausible only: the site's domain as added in Plausible, such as novareyes.example",
        ).optional(),
        websiteId: text(
          "Umami only: the website's ID, from the website's settings in Umami",
        ).optional(),
        code: text(
          "GoatCounter only: the site's code, the first part of its address (novareyes for https://novareyes.goatcounter.com)",
        ).optional(),
        host: link(
          "The service's address when it is self-hosted, such as https://stats.example.org (needed for Umami; left out, Plausible counts at https://plausible.io and GoatCounter at https://<code>.goatcounter.com)",
        ).optional(),
      },
      "Counting visits and clicks on a service the team chooses, with no cookie (docs/analytics.md); without it nothing is counted",
    )
      .superRefine(analyticsRule, { when: () => true })
      .optional(),
  },
  "The artist and the site",
)

const home = group(
  {
    description: translatedSummary(
      "What search results and link previews say about the home page",
    ),
    headline: translatedText("The large headline at the top of the home page"),
    blurb: translatedProse("The paragraph under the headline"),
    streams: card("The streaming card"),
    join: card("The join-the-movement card"),
  },
  "The home page",
)

const pages = group(
  {
    about: page("About"),
    music: page("Music"),
    tour: page("Tour"),
    media: page("Media"),
    store: page("Store"),
    contact: page("Contact"),
    press: page("Press"),
    news: page("News"),
  },
  "Headings and introductions of the inner pages",
)

const about = group(
  {
    heading: translatedText("The biography's heading"),
    paragraphs: translated(
      () => list(prose("A paragraph"), 1, "One paragraph per entry"),
      "The biography, one paragraph per entry",
    ),
    photo: image(
      "The artist's photo, a path inside data/ such as images/artist/photo.jpg",
      "photo",
      "artist",
    ),
    photoAlt: photoAlt(),
    quote: group(
      {
        text: translatedProse("The quote, without quotation marks"),
        attribution: text("Who said it"),
      },
      "A quote from the artist",
    ),
  },
  "The biography",
)

/** Who a press contact is for, in the order the press page lists them. */
export const PRESS_CONTACT_ROLES = ["booking", "management", "press"] as const

const press = group(
  {
    bios: group(
      {
        short: translated(
          () =>
            bio(
              "short",
              "About 50 words: for listings, festival programmes, playlists",
            ),
          "The short biography, about 50 words (25 to 80)",
        ),
        medium: translated(
          () =>
            bio(
              "medium",
              "About 150 words: for previews and show announcements",
            ),
          "The medium biography, about 150 words (100 to 220)",
        ),
        long: translated(
          () =>
            bioInParagraphs(
              "long",
              "300 words or more, one paragraph per entry: for features and programmes",
            ),
          "The long biography, 300 words or more, one paragraph per entry",
        ),
      },
      "The biography in three lengths, each with its Copy button on the press page",
    ),
    photos: list(
      group(
        {
          image: image(
            `A press photo at full resolution, at least ${MIN_PRESS_PHOTO_EDGE} px on its long edge, a path inside data/ such as images/press/portrait.jpg`,
            "pressPhoto",
            "press",
          ),
          alt: photoAlt(),
          caption: translatedText(
            "The caption printed with it: who, where, when",
          ),
          credit: text(
            "Who took it, as the credit must name them: Camila Ortiz (the page adds Photo: or Foto:)",
          ),
          licence: translatedText(
            "How media may use it, for example Free for editorial use with credit",
          ),
        },
        "A press photo",
      ),
      1,
      "The press photos, in the order the press page shows them; the press kit has them all",
    ),
    quotes: list(
      group(
        {
          text: prose("What was said, without quotation marks"),
          language: oneOf(
            "QuoteLanguage",
            LANGUAGES,
            "The language it was said in: both pages show it as it was written",
          ),
          source: group(
            {
              publication: text(
                "Where it appeared: the publication, station or site",
              ),
              author: text("Who wrote or said it").optional(),
              date: date("The day it appeared, as YYYY-MM-DD").optional(),
              url: link("The article or programme, if it is online").optional(),
            },
            "Where the quote comes from",
            "the quote's source: its publication, and its author, day and link where known",
          ),
        },
        "A quote from the press",
      ),
      0,
      "What others say, in the order the press page shows them",
    ),
    facts: group(
      {
        hometown: translatedText(
          "Where the artist is from, for example East Los Angeles, California",
        ),
        label: text(
          "The record label, or Independent; the fact sheets name it",
        ),
        forFansOf: list(
          text("An artist"),
          1,
          "Artists whose fans would like this one, for the fact sheet's For fans of",
        ),
      },
      "The facts the fact sheets give besides the genres (site.json), the latest release and this year's shows, which come from the data",
    ),
    rider: group(
      {
        sections: list(
          group(
            {
              heading: translatedText(
                "The section's heading, for example Sound or Hospitality",
              ),
              items: translated(
                () => list(text("A requirement"), 1, "One requirement per entry"),
                "What the show needs, one requirement per entry",
              ),
            },
            "A section of the rider",
          ),
          1,
          "The technical rider, in sections: band, sound, backline, stage, hospitality",
        ),
        stagePlot: list(
          group(
            {
              label: translatedText(
                "Who or what stands there, for example Lead vocal or Drum riser",
              ),
              across: percent(
                "Where, from stage left (0) to stage right (100), as the band faces the audience",
              ),
              depth: percent(
                "Where, from the front of the stage (0) to the back (100)",
              ),
            },
            "A place on the stage plot",
          ),
          1,
          "The stage plot: every musician, riser and monitor, drawn on the rider's second page",
        ),
      },
      "The technical rider and stage plot: the build writes them as a PDF in each language",
    ),
    contacts: list(
      group(
        {
          role: oneOf(
            "PressContactRole",
            PRESS_CONTACT_ROLES,
            "Whom they are for: booking, management or press",
          ),
          name: text("The person's name"),
          company: text("Their agency or company").optional(),
          email: email("Their email address"),
        },
        "A contact",
      ),
      1,
      "The people to write to, one per role: booking, management, press",
    ).superRefine(oneContactPerRoleRule, { when: () => true }),
  },
  "The press page",
)

const releaseFields = {
  slug: slug(),
  title: text("The release's title"),
  kind: oneOf("ReleaseKind", RELEASE_KINDS, "single, ep or album"),
  releaseDate: date(
    "The day it came out, as YYYY-MM-DD; required once released",
  ).optional(),
  description: translatedProse("One or two sentences about the release"),
  gradient: list(
    color("A CSS colour"),
    2,
    "Two or more CSS colours, drawn behind the cover or instead of it",
  ),
  cover: image(
    `Square cover art of at least ${MIN_COVER_SIZE} px, a path such as images/releases/title.jpg; none while coming soon`,
    "cover",
    "releases",
  ).optional(),
  coverAlt: translatedText(
    "What the cover shows, for people who cannot see it",
  ).optional(),
  spotifyUrl: link(
    "The release on Spotify; none while coming soon",
    STREAMING_HOSTS.spotify,
  ).optional(),
  appleMusicUrl: link(
    "The release on Apple Music; none while coming soon",
    STREAMING_HOSTS.appleMusic,
  ).optional(),
  platforms: list(
    group(
      {
        platform: oneOf(
          "Platform",
          MORE_PLATFORMS,
          "Which service: it picks the name and the icon",
        ),
        url: link("The release on that service, starting https://"),
      },
      "A service the release is on",
    ),
    1,
    "More services the release is on, listed after Spotify and Apple Music in this order; none while coming soon",
  )
    .superRefine(platformsRule, { when: () => true })
    .optional(),
  presaveUrl: link(
    "A pre-save link (Spotify pre-save, a smart link), shown on the release's page until release day",
  ).optional(),
  signupTag: text(
    "The mailing-list tag for fans who ask to hear when it comes out (the 'Tell me when' sign-up): on Buttondown the tag's name, on Kit and Mailchimp its id number",
  ).optional(),
  announced: date(
    "The day the release was announced, as YYYY-MM-DD: the news feed dates it by this (left out, by its release date); a later day holds its entry back until then",
  ).optional(),
  comingSoon: boolean(
    "true while the release is announced but not ready: no cover or links yet. A release with its links and a future release date needs no flag; it comes out on its day by itself",
  ),
  production: oneOf(
    "AlbumProduction",
    ALBUM_PRODUCTIONS,
    "How an EP or album was made, for search engines: studio (the default when left out), live, compilation, remix, soundtrack, mixtape or demo",
  ).optional(),
  tracks: list(
    group(
      {
        title: text("The track's title"),
        duration: duration("How long it plays, as m:ss, for example 3:25"),
        featuring: list(
          text("An artist's name"),
          1,
          "Artists featured on the track, shown as feat.",
        ).optional(),
        isrc: isrc(
          "The recording's ISRC (from the distributor), for search engines",
        ).optional(),
        lyricsLanguage: oneOf(
          "LyricsLanguage",
          LANGUAGES,
          "The language the lyrics are sung in: es or en",
        ).optional(),
        lyrics: prose(
          "The lyrics as sung, one line per line, a blank line between verses",
        ).optional(),
        translation: prose(
          "The lyrics translated into the site's other language, line for line",
        ).optional(),
      },
      "A track",
    ).superRefine(trackRule, { when: () => true }),
    1,
    "The tracks in order; required once released",
  ).optional(),
  credits: group(
    {
      writtenBy: list(text("A name"), 1, "Who wrote the songs").optional(),
      producedBy: list(text("A name"), 1, "Who produced them").optional(),
      label: text(
        "The record label, or Independent for a self-release",
      ).optional(),
      more: list(
        group(
          {
            role: translatedText("The role, for example Mixed by"),
            names: list(text("A name"), 1, "Who"),
          },
          "A credit",
        ),
        1,
        "Other credit lines, in order: mixed by, mastered by, artwork by, …",
      ).optional(),
    },
    "Who made the release",
  ).optional(),
}

const releaseStatus = {
  absentWhileComingSoon: ["cover", "spotifyUrl", "appleMusicUrl", "platforms"],
  requiredOnceReleased: {
    releaseDate: EXPECTED.date,
    cover: EXPECTED.image,
    coverAlt: EXPECTED.translated,
    spotifyUrl: expectedLink(STREAMING_HOSTS.spotify),
    appleMusicUrl: expectedLink(STREAMING_HOSTS.appleMusic),
    tracks: "the tracklist (a list with at least one track)",
  },
} as const

const release = group(releaseFields, "A release")
  .superRefine(releaseStatusRule(releaseStatus), { when: () => true })
  .superRefine(announcedRule("releaseDate", "release"), { when: () => true })
  .meta({
    // Editors see the coming-soon rule as they type; the build check words it better.
    if: { properties: { comingSoon: { const: true } }, required: ["comingSoon"] },
    then: {
      properties: Object.fromEntries(
        releaseStatus.absentWhileComingSoon.map(name => [name, false]),
      ),
    },
    else: { required: Object.keys(releaseStatus.requiredOnceReleased) },
  })

const show = group(
  {
    slug: slug(),
    city: translatedText("The city, as each language writes it"),
    region: text("State or region, for example CA").optional(),
    country: translatedText("The country, as shown on the page"),
    countryCode: countryCode(
      "The country's two-letter code, for example US or MX",
    ),
    venue: text("The venue's name"),
    streetAddress: text("The venue's street address"),
    postalCode: text("The venue's postal code"),
    date: date("The day of the show, as YYYY-MM-DD"),
    doorsTime: time(
      "When the doors open, local time, as HH:MM (24-hour)",
    ).optional(),
    startTime: time("When the show starts, local time, as HH:MM (24-hour)"),
    endTime: time("When the show ends, local time, as HH:MM (24-hour)"),
    timeZone: timeZone(
      "The venue's time zone, for example America/Mexico_City",
    ),
    status: oneOf(
      "ShowStatus",
      SHOW_STATUSES,
      "Where the show stands: onSale (the default when left out), soldOut, cancelled, postponed or rescheduled",
    ).optional(),
    rescheduledDate: date(
      "The new day of a rescheduled show, as YYYY-MM-DD (only with the status rescheduled)",
    ).optional(),
    ticketsOnSale: date(
      "The day tickets go on sale, as YYYY-MM-DD",
    ).optional(),
    ticketUrl: link(
      "The show's page on the ticketing service, starting https://",
    ).optional(),
    priceFrom: group(
      {
        amount: price("The lowest ticket price as a number, for example 45"),
        currency: currency("A three-letter currency code, for example USD"),
      },
      "The lowest ticket price, shown as 'From $45'",
    ).optional(),
    supportActs: list(
      text("An act's name"),
      1,
      "The acts playing before the artist, in running order",
    ).optional(),
    signupTag: text(
      "The mailing-list tag for fans who ask to hear when tickets go on sale (the 'Tell me when' sign-up): on Buttondown the tag's name, on Kit and Mailchimp its id number",
    ).optional(),
    announced: date(
      "The day the show was announced, as YYYY-MM-DD: the news feed dates it by this (left out, by the day tickets go on sale); a later day holds its entry back until then",
    ).optional(),
  },
  "A show",
)
  .superRefine(showRule, { when: () => true })
  .superRefine(announcedRule("ticketsOnSale", "show"), { when: () => true })
  .meta({
    // Editors see the rescheduled rule as they type; the build check words it better.
    if: {
      properties: { status: { const: "rescheduled" } },
      required: ["status"],
    },
    then: { required: ["rescheduledDate"] },
    else: { properties: { rescheduledDate: false } },
  })

const product = group(
  {
    slug: slug(),
    type: translatedText("The kind of product, for example Apparel"),
    name: translatedText("The product's name"),
    description: translatedProse("One or two sentences about the product"),
    image: image(
      "A photo of the product, a path inside data/ such as images/products/hoodie.jpg",
      "photo",
      "products",
    ),
    imageAlt: photoAlt(),
    price: price("The price as a number, for example 29.99"),
    currency: currency("A three-letter currency code, for example USD"),
    url: link(
      "The product's page on the artist's online store, for 'Add to Cart'; without it the button waits as 'Coming soon'",
    ).optional(),
    gtin: gtin(
      "The product's barcode number (GTIN: the 8, 12, 13 or 14 digits under its barcode), if it has one, for search engines",
    ).optional(),
    availability: oneOf(
      "ProductAvailability",
      PRODUCT_AVAILABILITIES,
      "Whether it can be bought: inStock (the default when left out), limitedAvailability, preOrder or soldOut",
    ).optional(),
  },
  "A product",
)

const videoFields = {
  youtubeId: youtubeId(
    "The video's YouTube id (after watch?v= in its address); without it the tile says the video is coming soon",
  ).optional(),
  poster: image(
    "The image shown until the visitor plays the video (16:9), a path inside data/ such as images/videos/luz-de-neon.jpg",
    "photo",
    "videos",
  ).optional(),
  uploadDate: date(
    "The day the video went up on YouTube, as YYYY-MM-DD (for search engines)",
  ).optional(),
  duration: duration(
    "The video's length as m:ss, such as 3:41 (for search engines)",
  ).optional(),
}

/** Editors see the video rule as they type; the build check words it better. */
const videoRuleForEditors = {
  if: { required: ["youtubeId"] },
  then: { required: Object.keys(VIDEO_NEEDS) },
  else: {
    properties: Object.fromEntries(
      Object.keys(VIDEO_NEEDS).map(name => [name, false]),
    ),
  },
}

const media = group(
  {
    featured: group(
      {
        title: translatedText("The video's title"),
        description: translatedProse("One or two sentences about the video"),
        ...videoFields,
      },
      "The featured video",
    )
      .superRefine(videoRule, { when: () => true })
      .meta(videoRuleForEditors),
    tiles: list(
      group(
        {
          slug: slug(),
          title: translatedText("The video's title"),
          caption: translatedText("A line about the video"),
          ...videoFields,
        },
        "A video tile",
      )
        .superRefine(videoRule, { when: () => true })
        .meta(videoRuleForEditors),
      1,
      "The smaller video tiles",
    ).superRefine(uniqueSlugsRule, { when: () => true }),
  },
  "The media page",
)

const contact = group(
  {
    fans: card("The 'For Fans' card"),
    media: card(
      "The 'For Media / Bookings' card; the press address comes from site.json",
    ),
    formEndpoint: link(
      "A form service's address that accepts the form as a POST (Formspree, Basin, Getform, Netlify, your own); without it the form sends nothing",
    ).optional(),
    mailingList: group(
      {
        service: oneOf(
          "SignupService",
          SIGNUP_SERVICES,
          "The mailing-list service: buttondown, kit, mailchimp or emailoctopus",
        ),
        formUrl: link(
          "The address the service's embed form posts to (its action), for example https://buttondown.com/api/emails/embed-subscribe/your-username",
        ),
      },
      "The mailing list fans join from the footer, the home page and 'Tell me when'; without it no sign-up form is shown and the home page's card links to this page",
    )
      .superRefine(mailingListRule, { when: () => true })
      .optional(),
  },
  "The contact page and the site's forms",
)

const privacy = group(
  {
    ...pageFields("privacy"),
    updated: date("The day this text last changed, as YYYY-MM-DD"),
    sections: list(
      group(
        {
          heading: translatedText("The section's heading"),
          paragraphs: translated(
            () => list(prose("A paragraph"), 1, "One paragraph per entry"),
            "The section's text, one paragraph per entry",
          ),
        },
        "A section",
      ),
      1,
      "What the forms collect, who receives it, why, how to unsubscribe: one section each",
    ),
  },
  "The privacy page",
)

const postIn = (language: Language) =>
  group(
    {
      title: text("The post's title"),
      summary: summary(
        "One or two sentences: the list, the home page, the feed and search results show it",
      ),
      body: markdown(
        "The post, in Markdown: a blank line between paragraphs, ## for a heading, **bold**, _italic_, - for a list, [words](https://…) for a link",
      ),
      coverAlt: text(
        "What the cover shows, for people who cannot see it (needed with a cover)",
      ).optional(),
    },
    `The post in ${LANGUAGE_NAMES[language]}: left out, the post is not published in ${LANGUAGE_NAMES[language]}`,
  ).optional()

const newsPost = group(
  {
    slug: slug(),
    date: date(
      "The day the post is published, as YYYY-MM-DD: a day still ahead holds it back, and the daily build publishes it that day",
    ),
    updated: date(
      "The day it last changed, if it did, as YYYY-MM-DD (for search engines)",
    ).optional(),
    cover: image(
      "An image for the post, landscape (16:9 is best), a path inside data/ such as images/news/video-out.jpg",
      "photo",
      "news",
    ).optional(),
    release: reference(
      "releases",
      "release",
      "The slug of a release the post is about (its file's name in data/releases/): its card shows under the post",
    ).optional(),
    show: reference(
      "shows",
      "show",
      "The slug of a show the post is about (its file's name in data/shows/): its card shows under the post",
    ).optional(),
    ...(Object.fromEntries(
      LANGUAGES.map(language => [language, postIn(language)]),
    ) as Record<Language, ReturnType<typeof postIn>>),
  },
  "A news post",
).superRefine(newsPostRule, { when: () => true })

export type RecordFile = {
  kind: "record"
  name: string
  title: string
  schema: z.ZodType
}

export type Collection = {
  kind: "collection"
  name: string
  /** What one entry is called in messages ("show") */
  noun: string
  title: string
  schema: z.ZodType
}

export type DataSource = RecordFile | Collection

const record = (name: string, schema: z.ZodType): RecordFile => ({
  kind: "record",
  name,
  title: schema.description ?? name,
  schema,
})

const collection = (
  name: string,
  noun: string,
  schema: z.ZodType,
): Collection => ({ ...record(name, schema), kind: "collection", noun })

/** Every file and folder in data/, in the order the guide and the messages list them. */
export const dataSources: readonly DataSource[] = [
  record("site", site),
  record("home", home),
  record("pages", pages),
  record("about", about),
  record("press", press),
  collection("releases", "release", release),
  collection("shows", "show", show),
  collection("news", "post", newsPost),
  { ...collection("products", "product", product), title: "A store product" },
  record("media", media),
  record("contact", contact),
  record("privacy", privacy),
]

/** The GraphQL type of a source's nodes: site -> SiteJson, shows/ -> ShowsJson. */
export const typeNameOf = (name: string) =>
  `${name
    .split(/[^a-z0-9]+/i)
    .map(part => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Json`

export type SiteData = z.input<typeof site>
export type HomeData = z.input<typeof home>
export type AboutData = z.input<typeof about>
export type PressData = z.input<typeof press>
export type PressContactRole = (typeof PRESS_CONTACT_ROLES)[number]
export type ReleaseData = z.input<typeof release>
export type ShowData = z.input<typeof show>
export type ShowStatus = (typeof SHOW_STATUSES)[number]
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number]
export type ProductData = z.input<typeof product>
export type MediaData = z.input<typeof media>
export type ReleaseKind = (typeof RELEASE_KINDS)[number]
export type AlbumProduction = (typeof ALBUM_PRODUCTIONS)[number]

export {
  press as pressSchema,
  release as releaseSchema,
  site as siteSchema,
}
