import path from "node:path"
import sharp from "sharp"

import type { ReleaseData } from "../../src/lib/data/dataSchema"
import { en } from "../../src/strings/en"
import { dataFolder } from "../support/dataFiles"
import { structuredData } from "../support/structuredData"
import {
  expect,
  FIXTURE_BUILT_AT,
  gotoHydrated,
  shareOnePage,
  test,
  type Page,
} from "./fixtures"

const SITE = "https://novareyes.example"
const { entries } = dataFolder(path.resolve("tests/fixtures/data"))
const releases = entries<ReleaseData>("releases")

const release = (slug: string) => {
  const found = releases.find(entry => entry.slug === slug)
  if (!found) throw new Error(`no release ${slug} in the fixture data`)
  return found
}

const head = (page: Page, selector: string, attribute: string) =>
  page.locator(`head ${selector}`).getAttribute(attribute)

test.describe("a release's own page", () => {
  // The fixture build's clock: two releases out, one coming soon.
  const visitor = shareOnePage({ clock: FIXTURE_BUILT_AT })

  test("is linked from its card's title and cover on /music/", async ({
    isMobile,
  }) => {
    const page = visitor()
    await gotoHydrated(page, "/music/")
    const card = page.getByRole("article", { name: "Corazón Eléctrico" })
    await card.getByRole("link", { name: "Corazón Eléctrico" }).click()
    await expect(page).toHaveURL("/music/corazon-electrico/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Corazón Eléctrico",
    )
    // Inside Music: the top bar's Music link stays highlighted.
    await expect(
      page.getByRole("link", { name: "Music", exact: true }).first(),
    ).toHaveAttribute("aria-current", "true")
    // The cover leads there too: a click (or a tap) where the visitor sees it.
    await gotoHydrated(page, "/es/music/")
    const cover = page
      .getByRole("article", { name: "Luz de Neón" })
      .getByRole("img", { name: /^Portada de Luz de Neón/ })
    await cover.scrollIntoViewIfNeeded()
    const box = await cover.boundingBox()
    if (!box) throw new Error("the cover is not laid out")
    if (isMobile) await page.touchscreen.tap(box.x + 20, box.y + 20)
    else await page.mouse.click(box.x + 20, box.y + 20)
    await expect(page).toHaveURL("/es/music/luz-de-neon/")
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
  })

  for (const { slug, title } of releases) {
    for (const [language, prefix] of [
      ["en", ""],
      ["es", "/es"],
    ] as const) {
      test(`${prefix}/music/${slug}/ has its title, description, canonical URL, language pair and share image`, async ({
        request,
        isMobile,
      }) => {
        test.skip(isMobile, "the head is the same at every size")
        const page = visitor()
        const url = `${SITE}${prefix}/music/${slug}/`
        await page.goto(`${prefix}/music/${slug}/`)
        await expect(page).toHaveTitle(`${title} | Nova Reyes`)
        await expect(page.locator("html")).toHaveAttribute("lang", language)
        expect(await head(page, 'meta[name="description"]', "content")).toMatch(
          new RegExp(`^${title}, `),
        )
        expect(await head(page, 'link[rel="canonical"]', "href")).toBe(url)
        for (const [hrefLang, other] of [
          ["en", `${SITE}/music/${slug}/`],
          ["es", `${SITE}/es/music/${slug}/`],
          ["x-default", `${SITE}/music/${slug}/`],
        ]) {
          expect(
            await head(
              page,
              `link[rel="alternate"][hreflang="${hrefLang}"]`,
              "href",
            ),
          ).toBe(other)
        }
        const image = await head(page, 'meta[property="og:image"]', "content")
        expect(image).toBe(
          `${SITE}/og/${language === "es" ? "es-" : ""}release-${slug}.jpg`,
        )
        const served = await request.get((image ?? "").replace(SITE, ""))
        const { width, height } = await sharp(await served.body()).metadata()
        expect({ width, height }).toEqual({ width: 1200, height: 630 })
      })
    }
  }

  test("shows the tracklist: number, title, featured artists, length and the total", async () => {
    const page = visitor()
    await gotoHydrated(page, "/music/corazon-electrico/")
    const tracklist = page.getByRole("region", { name: "Tracklist" })
    const rows = tracklist.getByRole("listitem")
    const tracks = release("corazon-electrico").tracks ?? []
    await expect(rows).toHaveCount(tracks.length)
    for (const [index, track] of tracks.entries()) {
      await expect(rows.nth(index)).toContainText(`${index + 1}${track.title}`)
      await expect(rows.nth(index).locator("time")).toHaveText(track.duration)
    }
    await expect(rows.nth(1)).toContainText("feat. Luna Vega")
    await expect(rows.nth(4)).toContainText(
      "feat. DJ Alba and Los Hermanos Soto",
    )
    await expect(rows.nth(0).locator("time")).toHaveAttribute(
      "datetime",
      "PT3M38S",
    )
    await expect(tracklist).toContainText("5 tracks · 17:53 in all")
    await expect(
      page.getByRole("region", { name: "Credits" }).locator("dl"),
    ).toContainText("Written byNova Reyes, Mateo Cruz, and Luna Vega")
  })

  test("links every service the release is on, in data order, each in a new tab", async () => {
    const page = visitor()
    await gotoHydrated(page, "/music/corazon-electrico/")
    const listen = page.getByRole("region", { name: "Listen" })
    await expect(listen).toContainText("Released Friday, March 27, 2026")
    const corazon = release("corazon-electrico")
    // The two services the spec names first, then the others in the file's order.
    const expected = [
      { name: "Spotify", url: corazon.spotifyUrl },
      { name: "Apple Music", url: corazon.appleMusicUrl },
      ...(corazon.platforms ?? []).map(link => ({
        name: en.streaming[link.platform],
        url: link.url,
      })),
    ].map(({ name, url }) => ({
      name: `Listen on ${name} (opens in a new tab)`,
      url,
    }))
    expect(expected[2]?.name).toBe("Listen on Bandcamp (opens in a new tab)")
    const links = listen.getByRole("link")
    await expect(links).toHaveCount(expected.length)
    for (const [index, { name, url }] of expected.entries()) {
      const link = links.nth(index)
      await expect(link).toHaveAccessibleName(name)
      await expect(link).toHaveAttribute("href", url ?? "")
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })

  test("gives the Spanish lyrics their English translation beside them, on a wide screen", async ({
    isMobile,
  }) => {
    const page = visitor()
    await gotoHydrated(page, "/music/luz-de-neon/")
    const lyrics = page
      .getByRole("region", { name: "Lyrics" })
      .locator("#lyrics-1")
    await expect(
      lyrics.getByRole("heading", { name: "Luz de Neón" }),
    ).toBeVisible()
    // Each text in its own language, under a label in the page's.
    const original = lyrics.locator('[lang="es"]')
    const translation = lyrics.locator('[lang="en"]')
    await expect(original).toContainText("Bajo el letrero que parpadea")
    await expect(original).not.toContainText("Original")
    await expect(translation).toContainText("Under the sign that flickers")
    await expect(lyrics.getByText("Original (Spanish)")).toBeVisible()
    await expect(lyrics.getByText("Translation (English)")).toBeVisible()
    const [a, b] = [
      await original.boundingBox(),
      await translation.boundingBox(),
    ]
    if (!a || !b) throw new Error("the lyrics are not laid out")
    if (isMobile) {
      // One after the other on a phone.
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height)
    } else {
      // Side by side, the original first.
      expect(Math.abs(b.y - a.y)).toBeLessThan(1)
      expect(b.x).toBeGreaterThanOrEqual(a.x + a.width)
    }
    // The tracklist leads to them.
    await page
      .getByRole("region", { name: "Tracklist" })
      .getByRole("link", { name: "Lyrics of Luz de Neón" })
      .click()
    await expect(page).toHaveURL(/#lyrics-1$/)
    await expect(lyrics).toBeInViewport()
  })

  test("gives Spanish readers the original alone", async () => {
    const page = visitor()
    await gotoHydrated(page, "/es/music/luz-de-neon/")
    const lyrics = page.getByRole("region", { name: "Letras" })
    await expect(lyrics).toContainText("Bajo el letrero que parpadea")
    await expect(lyrics).not.toContainText("Under the sign")
    await expect(lyrics.locator('[lang="en"]')).toHaveCount(0)
    await expect(page.getByRole("region", { name: "Escúchalo" })).toContainText(
      "Publicado el sábado, 14 de marzo de 2026",
    )
  })

  test("says when a coming release comes out, with its pre-save link and no streaming links", async () => {
    const page = visitor()
    const presave = release("fuego-lento").presaveUrl ?? ""
    for (const [path, when, name] of [
      ["/music/fuego-lento/", "Out Friday, March 5, 2027", "Pre-save"],
      [
        "/es/music/fuego-lento/",
        "Sale el viernes, 5 de marzo de 2027",
        "Pre-guardar",
      ],
    ]) {
      await gotoHydrated(page, path ?? "")
      const main = page.getByRole("main")
      await expect(main).toContainText(when ?? "")
      const link = main.getByRole("link", { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute("href", presave)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(
        main.getByRole("link", { name: /^(Listen on|Escucha en)/ }),
      ).toHaveCount(0)
      await expect(main.getByRole("img")).toHaveCount(0)
    }
  })

  test("describes the release for search engines: its tracks, its artist, its services", async ({
    isMobile,
  }) => {
    test.skip(isMobile, "the head is the same at every size")
    const page = visitor()
    await page.goto("/music/corazon-electrico/")
    const [album] = await structuredData(page, "MusicAlbum")
    const corazon = release("corazon-electrico")
    expect(album).toMatchObject({
      "@id": `${SITE}/music/corazon-electrico/#release`,
      url: `${SITE}/music/corazon-electrico/`,
      name: "Corazón Eléctrico",
      albumReleaseType: "https://schema.org/EPRelease",
      albumProductionType: "https://schema.org/StudioAlbum",
      byArtist: { "@id": `${SITE}/#artist`, name: "Nova Reyes" },
      datePublished: "2026-03-27",
      image: expect.stringMatching(
        /^https:\/\/novareyes\.example\/static\/.+\.jpg$/,
      ),
      numTracks: 5,
      sameAs: [
        corazon.spotifyUrl,
        corazon.appleMusicUrl,
        ...(corazon.platforms ?? []).map(link => link.url),
      ],
    })
    expect((album?.track as unknown[])[1]).toEqual({
      "@type": "MusicRecording",
      name: "Dembow en la Lluvia",
      duration: "PT3M12S",
      position: 2,
      isrcCode: "USNR12600004",
    })
    await page.goto("/es/music/luz-de-neon/")
    // A single with a B-side: both its tracks, as an album of the single release type.
    const [single] = await structuredData(page, "MusicAlbum")
    expect(single).toMatchObject({
      url: `${SITE}/es/music/luz-de-neon/`,
      albumReleaseType: "https://schema.org/SingleRelease",
      numTracks: 2,
      track: [
        {
          "@type": "MusicRecording",
          position: 1,
          duration: "PT3M24S",
          isrcCode: "USNR12600001",
        },
        { "@type": "MusicRecording", position: 2 },
      ],
    })
    await page.goto("/music/fuego-lento/")
    const [coming] = await structuredData(page, "MusicAlbum")
    expect(coming).toMatchObject({
      name: "Fuego Lento",
      datePublished: "2027-03-05",
    })
    expect(coming).not.toHaveProperty("sameAs")
  })
})

test.describe("a release's page without JavaScript", () => {
  test.use({ javaScriptEnabled: false })
  const visitor = shareOnePage({ clock: FIXTURE_BUILT_AT })

  test("shows its tracklist, its lyrics as text and its links", async ({
    isMobile,
  }) => {
    test.skip(isMobile, "the same HTML at every size")
    const page = visitor()
    await page.goto("/music/luz-de-neon/")
    await expect(
      page.getByRole("region", { name: "Tracklist" }).getByRole("listitem"),
    ).toHaveCount(2)
    const lyrics = page.getByRole("region", { name: "Lyrics" })
    await expect(lyrics).toContainText("te vi bailando sin que nadie te viera")
    await expect(lyrics).toContainText("I saw you dancing with no one watching")
    await expect(
      page.getByRole("link", { name: /^Listen on Spotify/ }),
    ).toBeVisible()
  })
})
