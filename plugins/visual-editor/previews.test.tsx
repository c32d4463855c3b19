import { readFileSync } from "node:fs"
import path from "node:path"

import { cmsConfig } from "./cmsConfig"
import type { ImmutableCollection } from "./decap"
import { readPreviewContext } from "./previewContext"
import {
  newsPreview,
  PREVIEWS,
  pressPreview,
  productPreview,
  releasePreview,
  showPreview,
} from "./previews"

const FIXTURE_DATA = path.join(__dirname, "../../tests/fixtures/data")

const fixture = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(FIXTURE_DATA, file), "utf8"))

/** An entry as Decap hands it over: its data behind Immutable's `get` and `toJS`. */
const entryOf = (data: unknown) =>
  ({
    get: (key: string) =>
      key === "data"
        ? ({ toJS: () => data } as ImmutableCollection)
        : undefined,
  }) as unknown as ImmutableCollection

const getAsset = (file: string) => ({ toString: () => `blob:preview/${file}` })

const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")

describe("the visual editor's previews", () => {
  it("draw a product with the store's card, in both languages, with its photo", () => {
    const html = productPreview({
      entry: entryOf(fixture("products/neon-tour-hoodie.json")),
      getAsset,
    })
    const product = fixture("products/neon-tour-hoodie.json") as {
      name: { en: string; es: string }
      image: string
    }
    expect(textOf(html)).toContain(product.name.en)
    expect(textOf(html)).toContain(product.name.es)
    expect(textOf(html)).toContain("Add to Cart")
    expect(html).toContain(`src="blob:preview/${product.image}"`)
    // The site's own look comes along: the styles of the components drawn, the global
    // style (in its layer) and the fonts.
    expect(html).toMatch(/<style data-styled="true"[^>]*>[\s\S]*@layer reset\{/)
    expect(html).toContain("@font-face")
  })

  it("draw a release's page and a show's row from the entry being edited", () => {
    const release = fixture("releases/luz-de-neon.json") as {
      title: string
      tracks: { title: string }[]
    }
    const page = textOf(releasePreview({ entry: entryOf(release), getAsset }))
    expect(page).toContain(release.title)
    expect(page).toContain("Tracklist")
    expect(page).toContain("Canciones")
    for (const track of release.tracks) expect(page).toContain(track.title)
    // The English page gives the Spanish words their translation; the Spanish one does not.
    expect(page).toContain("Translation (English)")
    expect(page).toContain("Listen on YouTube Music")
    const show = fixture("shows/los-angeles.json") as { venue: string }
    const row = textOf(showPreview({ entry: entryOf(show), getAsset }))
    expect(row).toContain(show.venue)
    expect(row).toContain("Saturday, May 16, 2026")
    expect(row).toContain("sábado, 16 de mayo de 2026")
  })

  it("draw the press page from data/press.json: bios, credited photos, quotes, facts and contacts, in both languages", () => {
    const press = fixture("press.json") as {
      bios: { short: { en: string; es: string } }
      photos: { image: string; credit: string }[]
      quotes: { source: { publication: string } }[]
      facts: { label: string }
      contacts: { email: string }[]
    }
    const html = pressPreview({ entry: entryOf(press), getAsset })
    const page = textOf(html)
    expect(page).toContain(press.bios.short.en)
    expect(page).toContain(press.bios.short.es)
    expect(page).toContain("Copy")
    expect(page).toContain("Copiar")
    for (const photo of press.photos) {
      expect(html).toContain(`src="blob:preview/${photo.image}"`)
      expect(page).toContain(`Photo: ${photo.credit}`)
      expect(page).toContain(`Foto: ${photo.credit}`)
    }
    expect(page).toContain(press.quotes[0]?.source.publication)
    expect(page).toContain(press.facts.label)
    expect(page).toContain(press.contacts[0]?.email)
    expect(page).toContain("Contrataciones")
    // Decap names a file of the records' collection by its own name.
    expect(PREVIEWS.press).toBe(pressPreview)
  })

  it("draw a news post in each language it is written in, its Markdown as the page shows it", () => {
    const post = fixture("news/fixture-post-11.json") as {
      en: { title: string }
      es: { title: string }
    }
    const html = newsPreview({
      entry: entryOf(post),
      getAsset,
      siteUrl: "https://novareyes.example",
    })
    expect(textOf(html)).toContain(post.en.title)
    expect(textOf(html)).toContain(post.es.title)
    expect(html).toContain("<h2>A heading</h2>")
    expect(html).toContain(
      '<a href="https://elsewhere.example/11" target="_blank" rel="noopener noreferrer">',
    )
    const english = fixture("news/english-only-note.json")
    expect(
      textOf(newsPreview({ entry: entryOf(english), getAsset })),
    ).toContain("No se publica en español")
    expect(PREVIEWS.news).toBe(newsPreview)
  })

  it("say what is missing while a new entry is still empty, instead of failing", () => {
    const html = showPreview({ entry: entryOf({}), getAsset })
    expect(textOf(html)).toContain("Expected a date as YYYY-MM-DD")
  })
})

type Translated = { en: string; es: string }

describe("the previews of the single files", () => {
  const context = readPreviewContext(FIXTURE_DATA)
  // The home page's card picks the latest single out by today, as the page does.
  beforeAll(() => {
    jest.useFakeTimers({ now: new Date("2026-04-01T12:00:00Z") })
  })
  afterAll(() => {
    jest.useRealTimers()
  })
  const draw = (name: keyof typeof PREVIEWS, data = fixture(`${name}.json`)) =>
    PREVIEWS[name]({ entry: entryOf(data), getAsset, context })

  it("give every collection and every file of the editor a preview", () => {
    const { collections } = cmsConfig({
      backend: { name: "github", repo: "nova-reyes/site" },
    })
    const edited = collections.flatMap(collection =>
      Array.isArray(collection.files)
        ? collection.files.map((file: { name: string }) => file.name)
        : [collection.name],
    )
    expect(edited.length).toBeGreaterThan(10)
    expect(Object.keys(PREVIEWS).sort()).toEqual(edited.sort())
  })

  it("draw the home page's hero and cards, with the latest single and the streaming links", () => {
    const home = fixture("home.json") as {
      headline: Translated
      streams: { title: Translated }
      description: Translated
    }
    const html = draw("home")
    const page = textOf(html)
    expect(page).toContain(home.headline.en)
    expect(page).toContain(home.headline.es)
    expect(page).toContain(home.streams.title.es)
    expect(page).toContain("Latest Single Luz de Neón")
    expect(page).toContain("Último sencillo Luz de Neón")
    expect(html).toContain('href="https://open.spotify.com/artist/')
    expect(page).toContain(home.description.en)
    expect(page).toContain("Nova Reyes | Latin pop with a neon heartbeat")
  })

  it("draw the about page with the biography, the portrait and the quote", () => {
    const about = fixture("about.json") as {
      heading: Translated
      paragraphs: { en: string[]; es: string[] }
      photo: string
    }
    const html = draw("about")
    const page = textOf(html)
    expect(page).toContain(about.heading.en)
    expect(page).toContain(about.heading.es)
    expect(page).toContain("About Nova")
    expect(page).toContain("Sobre Nova")
    expect(html).toContain(`src="blob:preview/${about.photo}"`)
  })

  it("draw the media page's featured video and tiles with their posters", () => {
    const media = fixture("media.json") as {
      featured: { title: Translated; poster: string }
      tiles: { title: Translated }[]
    }
    const html = draw("media")
    const page = textOf(html)
    expect(page).toContain(media.featured.title.en)
    expect(page).toContain(media.featured.title.es)
    for (const tile of media.tiles) expect(page).toContain(tile.title.es)
    expect(html).toContain(`blob:preview/${media.featured.poster}`)
  })

  it("draw the contact page's cards and form, and the mailing list's form", () => {
    const contact = fixture("contact.json") as { fans: { title: Translated } }
    const page = textOf(draw("contact"))
    expect(page).toContain(contact.fans.title.en)
    expect(page).toContain(contact.fans.title.es)
    expect(page).toContain("Send Message")
    expect(page).toContain("Enviar mensaje")
    expect(page).toContain("Sign Up")
  })

  it("draw each page's heading and intro, and what search engines show of it", () => {
    const pages = fixture("pages.json") as Record<
      string,
      { heading: Translated; description: Translated }
    >
    const page = textOf(draw("pages"))
    for (const [name, texts] of Object.entries(pages)) {
      expect(page).toContain(texts.heading.en)
      expect(page).toContain(texts.heading.es)
      expect(page).toContain(texts.description.es)
      expect(page).toContain(`https://novareyes.example/es/${name}/`)
    }
  })

  it("draw the privacy page's sections, naming the services the site is set up with", () => {
    const privacy = fixture("privacy.json") as {
      sections: { heading: Translated }[]
    }
    const page = textOf(draw("privacy"))
    for (const section of privacy.sections) {
      expect(page).toContain(section.heading.en)
      expect(page).toContain(section.heading.es)
    }
    // contact.json's mailing list is Kit's, and its form posts to forms.fixture.test.
    expect(page).toContain("Kit")
    expect(page).toContain("forms.fixture.test")
  })

  it("draw the site's settings in the header, the footer and the home page's title", () => {
    const site = fixture("site.json") as {
      name: string
      socials: { label: string; url: string }[]
    }
    const html = draw("site", {
      ...site,
      name: "Nova Reyes Live",
      tagline: { en: "A new tagline", es: "Un lema nuevo" },
    })
    const page = textOf(html)
    expect(page).toContain("Nova Reyes Live Home About")
    expect(page).toContain("Nova Reyes Live | A new tagline")
    expect(page).toContain("Nova Reyes Live | Un lema nuevo")
    expect(page).toContain("© 2026 Nova Reyes Live")
    for (const social of site.socials)
      expect(html).toContain(`href="${social.url}"`)
  })

  it("say what is missing in a file still being filled in, instead of failing", () => {
    const page = textOf(
      draw("site", { ...(fixture("site.json") as object), socials: [{}] }),
    )
    expect(page).toContain(
      "data/site.json › socials › platform: expected one of",
    )
  })
})
