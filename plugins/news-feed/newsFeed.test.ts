import type { Language } from "../../src/lib/languages"
import type { FeedPost, FeedRelease, FeedShow } from "./feedEntries"
import { MAX_ENTRIES, newsFeed, type NewsFeedData } from "./newsFeed"

const ATOM = "http://www.w3.org/2005/Atom"

const release = (
  fields: Partial<FeedRelease> & { slug: string },
): FeedRelease => ({
  title: "Luz de Neón",
  kind: "single",
  releaseDate: "2026-03-14",
  comingSoon: false,
  description: "The debut single.",
  announced: null,
  ...fields,
})

const show = (fields: Partial<FeedShow> & { slug: string }): FeedShow => ({
  city: "Los Angeles",
  venue: "The Fonda Theatre",
  date: "2026-05-16",
  rescheduledDate: null,
  status: null,
  ticketsOnSale: "2026-02-06",
  announced: null,
  ...fields,
})

/** The fixture data's releases and shows (tests/fixtures/data/), in English. */
const data = (
  releases: readonly FeedRelease[] = [
    release({ slug: "luz-de-neon" }),
    release({
      slug: "corazon-electrico",
      title: "Corazón Eléctrico",
      kind: "ep",
      releaseDate: "2026-03-27",
    }),
    release({
      slug: "fuego-lento",
      title: "Fuego Lento",
      kind: "album",
      releaseDate: "2027-03-05",
      comingSoon: true,
    }),
  ],
  shows: readonly FeedShow[] = [
    show({ slug: "los-angeles" }),
    show({
      slug: "mexico-city",
      city: "Mexico City",
      venue: "Teatro Metropólitan",
      date: "2026-07-11",
      status: "onSale",
      ticketsOnSale: "2026-03-13",
    }),
    show({
      slug: "san-diego",
      city: "San Diego",
      venue: "The Observatory North Park",
      date: "2026-06-06",
    }),
  ],
  posts: readonly FeedPost[] = [
    {
      slug: "video-out",
      date: "2026-03-20",
      en: { title: "The video is out", summary: "Shot in one night." },
      es: null,
    },
    {
      slug: "scheduled",
      date: "2026-05-01",
      en: { title: "Not yet", summary: "Dated ahead." },
      es: { title: "Todavía no", summary: "Con fecha futura." },
    },
  ],
): NewsFeedData => ({
  siteJson: {
    name: "Nova Reyes",
    siteUrl: "https://novareyes.example",
    locale: "en-US",
    description: "Nova Reyes is a singer & songwriter.",
  },
  buildClock: { builtAt: "2026-04-01T12:00:00.000Z" },
  allReleasesJson: { nodes: releases },
  allShowsJson: { nodes: shows },
  allNewsJson: { nodes: posts },
})

/** The feed read back by the browser's XML parser (jsdom's), failing on any error. */
const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, "application/xml")
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0)
  return document
}

const child = (parent: Element, name: string) =>
  [...parent.children].find(
    element => element.namespaceURI === ATOM && element.localName === name,
  )

const textOf = (parent: Element, name: string) =>
  child(parent, name)?.textContent

const entriesOf = (document: Document) => [
  ...document.getElementsByTagNameNS(ATOM, "entry"),
]

const feedOf = (input: NewsFeedData, language: Language = "en") =>
  parse(newsFeed(input, language))

describe("newsFeed", () => {
  it("is an Atom feed with its id, title, subtitle, date, links and author", () => {
    const xml = newsFeed(data(), "en")
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(
      true,
    )
    const feed = parse(xml).documentElement
    expect(feed.namespaceURI).toBe(ATOM)
    expect(feed.localName).toBe("feed")
    expect(feed.getAttribute("xml:lang")).toBe("en")
    expect(textOf(feed, "id")).toBe("https://novareyes.example/")
    expect(textOf(feed, "title")).toBe("Nova Reyes: news")
    expect(textOf(feed, "subtitle")).toBe(
      "Nova Reyes is a singer & songwriter.",
    )
    expect(textOf(feed, "updated")).toBe("2026-03-27T00:00:00Z")
    const links = [...feed.children]
      .filter(element => element.localName === "link")
      .map(link => [link.getAttribute("rel"), link.getAttribute("href")])
    expect(links).toEqual([
      ["self", "https://novareyes.example/feed.xml"],
      ["alternate", "https://novareyes.example/"],
    ])
    const author = child(feed, "author")
    expect(author && textOf(author, "name")).toBe("Nova Reyes")
  })

  it("holds one entry per release and show already announced and per post published, newest first", () => {
    const entries = entriesOf(feedOf(data()))
    expect(
      entries.map(entry => [textOf(entry, "id"), textOf(entry, "updated")]),
    ).toEqual([
      [
        "https://novareyes.example/music/corazon-electrico/",
        "2026-03-27T00:00:00Z",
      ],
      ["https://novareyes.example/news/video-out/", "2026-03-20T00:00:00Z"],
      ["https://novareyes.example/music/luz-de-neon/", "2026-03-14T00:00:00Z"],
      ["https://novareyes.example/tour/mexico-city/", "2026-03-13T00:00:00Z"],
      ["https://novareyes.example/tour/los-angeles/", "2026-02-06T00:00:00Z"],
      ["https://novareyes.example/tour/san-diego/", "2026-02-06T00:00:00Z"],
    ])
    for (const entry of entries) {
      const link = child(entry, "link")
      expect(link?.getAttribute("rel")).toBe("alternate")
      expect(link?.getAttribute("type")).toBe("text/html")
      expect(link?.getAttribute("href")).toBe(textOf(entry, "id"))
      expect(textOf(entry, "title")).toBeTruthy()
      expect(textOf(entry, "published")).toMatch(
        /^\d{4}-\d{2}-\d{2}T00:00:00Z$/,
      )
    }
    expect(textOf(entries[0]!, "title")).toBe("New EP: Corazón Eléctrico")
    expect(textOf(entries[1]!, "title")).toBe("The video is out")
    expect(textOf(entries[3]!, "summary")).toBe(
      "Teatro Metropólitan, Mexico City, on Saturday, July 11, 2026.",
    )
  })

  it("orders entries updated the same day by when they were published", () => {
    const entries = entriesOf(
      feedOf(
        data(
          [release({ slug: "luz-de-neon", announced: "2026-02-01" })],
          [
            show({
              slug: "los-angeles",
              announced: "2026-03-01",
              ticketsOnSale: "2026-03-14",
            }),
          ],
          [],
        ),
      ),
    )
    expect(entries.map(entry => textOf(entry, "id"))).toEqual([
      "https://novareyes.example/tour/los-angeles/",
      "https://novareyes.example/music/luz-de-neon/",
    ])
  })

  it("writes the Spanish feed at the Spanish addresses", () => {
    const feed = feedOf(data(), "es").documentElement
    expect(feed.getAttribute("xml:lang")).toBe("es")
    expect(textOf(feed, "id")).toBe("https://novareyes.example/es/")
    expect(textOf(feed, "title")).toBe("Nova Reyes: noticias")
    const self = [...feed.children].find(
      element => element.getAttribute("rel") === "self",
    )
    expect(self?.getAttribute("href")).toBe(
      "https://novareyes.example/es/feed.xml",
    )
    const entries = entriesOf(feed.ownerDocument)
    expect(entries).toHaveLength(5)
    for (const entry of entries) {
      expect(textOf(entry, "id")).toMatch(/^https:\/\/novareyes\.example\/es\//)
    }
    expect(textOf(entries[0]!, "title")).toBe(
      "Ya salió el EP Corazón Eléctrico",
    )
  })

  it("escapes what the data holds, so readers get it back as written", () => {
    const title = `Rock & Roll <Live> "Encore" 'Tonight'`
    const entries = entriesOf(
      feedOf(
        data(
          [release({ slug: "rock", title, description: `A & B <i>` })],
          [],
          [],
        ),
      ),
    )
    expect(entries).toHaveLength(1)
    expect(textOf(entries[0]!, "title")).toBe(`New single: ${title}`)
    expect(textOf(entries[0]!, "summary")).toBe("A & B <i>")
  })

  it("stays a valid feed dated by the build when nothing is announced yet", () => {
    const feed = feedOf(
      data([], [show({ slug: "later", ticketsOnSale: "2026-05-01" })], []),
    )
    expect(entriesOf(feed)).toHaveLength(0)
    expect(textOf(feed.documentElement, "updated")).toBe("2026-04-01T12:00:00Z")
  })

  it(`keeps the newest ${MAX_ENTRIES} entries`, () => {
    const shows = Array.from({ length: MAX_ENTRIES + 10 }, (_, index) =>
      show({
        slug: `show-${index}`,
        ticketsOnSale: new Date(Date.UTC(2026, 0, 1 + index))
          .toISOString()
          .slice(0, 10),
      }),
    )
    const entries = entriesOf(feedOf(data([], shows, [])))
    expect(entries).toHaveLength(MAX_ENTRIES)
    expect(textOf(entries[0]!, "id")).toBe(
      "https://novareyes.example/tour/show-59/",
    )
    expect(textOf(entries.at(-1)!, "id")).toBe(
      "https://novareyes.example/tour/show-10/",
    )
  })

  it("names what is missing when the site or the clock cannot be read", () => {
    expect(() => newsFeed({ ...data(), siteJson: null }, "en")).toThrow(
      "data/site.json",
    )
  })
})
