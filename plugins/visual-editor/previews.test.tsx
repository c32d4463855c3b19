import { readFileSync } from "node:fs"
import path from "node:path"

import type { ImmutableCollection } from "./decap"
import {
  newsPreview,
  PREVIEWS,
  pressPreview,
  productPreview,
  releasePreview,
  showPreview,
} from "./previews"

const fixture = (file: string): unknown =>
  JSON.parse(
    readFileSync(
      path.join(__dirname, "../../tests/fixtures/data", file),
      "utf8",
    ),
  )

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
