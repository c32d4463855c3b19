import { axeViolations } from "../support/axe"
import { structuredData } from "../support/structuredData"
import { fixtureData } from "../support/dataFiles"
import { expect, gotoHydrated, test } from "./fixtures"

const SITE = "https://novareyes.example"

type PostText = { title: string; summary: string; body: string }
type Post = {
  slug: string
  date: string
  updated?: string
  release?: string
  en?: PostText
  es?: PostText
}

/** The tests' own posts, as the fixture build (dated 2026-04-01) publishes them. */
const BUILT_ON = "2026-04-01"
const posts = fixtureData.entries<Post>("news")
const published = (language: "en" | "es") =>
  posts
    .filter(post => post.date <= BUILT_ON && post[language])
    .sort((a, b) =>
      a.date < b.date ? 1 : a.date > b.date ? -1 : a.slug < b.slug ? -1 : 1,
    )

for (const language of ["en", "es"] as const) {
  const prefix = language === "en" ? "" : "/es"
  const expected = published(language)

  test.describe(`the news in ${language}`, () => {
    test.skip(({ isMobile }) => isMobile, "the same content at every size")

    test("lists the published posts newest first, ten a page, each with its day, title and summary", async ({
      page,
    }) => {
      await gotoHydrated(page, `${prefix}/news/`)
      const items = page.locator("main ol > li")
      await expect(items).toHaveCount(10)
      for (const [index, post] of expected.slice(0, 10).entries()) {
        const item = items.nth(index)
        await expect(item.locator("time")).toHaveAttribute(
          "datetime",
          post.date,
        )
        await expect(
          item.getByRole("link", { name: post[language]?.title }),
        ).toHaveAttribute("href", `${prefix}/news/${post.slug}/`)
        await expect(item).toContainText(post[language]?.summary ?? "")
      }
      const pages = page.getByRole("navigation", {
        name: language === "en" ? "News pages" : "Páginas de noticias",
      })
      await expect(
        pages.getByRole("link", {
          name: language === "en" ? "Page 1" : "Página 1",
        }),
      ).toHaveAttribute("aria-current", "page")
      await pages
        .getByRole("link", { name: language === "en" ? "Page 2" : "Página 2" })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/2/$`))
      await expect(page.locator("main ol > li")).toHaveCount(
        expected.length - 10,
      )
      await expect(page).toHaveTitle(
        language === "en"
          ? "News, page 2 | Nova Reyes"
          : "Noticias, página 2 | Nova Reyes",
      )
    })

    test("gives each post its page: heading, day, body from Markdown, the release it is about, the way back", async ({
      page,
    }) => {
      const post = posts.find(entry => entry.slug === "fixture-post-11")
      const text = post?.[language]
      if (!post || !text) throw new Error("fixture-post-11 expected")
      await gotoHydrated(page, `${prefix}/news/${post.slug}/`)
      await expect(
        page.getByRole("heading", { level: 1, name: text.title }),
      ).toBeVisible()
      await expect(page.locator("main article time").first()).toHaveAttribute(
        "datetime",
        post.date,
      )
      // The body's Markdown as HTML: its heading under the title, a link out in a new tab.
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: language === "en" ? "A heading" : "Un encabezado",
        }),
      ).toBeVisible()
      const out = page.locator("main article a[target=_blank]")
      await expect(out).toHaveAttribute("href", "https://elsewhere.example/11")
      await expect(out).toHaveAttribute("rel", "noopener noreferrer")
      await expect(out).toHaveAccessibleName(
        language === "en"
          ? "link to another site (opens in a new tab)"
          : "enlace a otro sitio (se abre en una pestaña nueva)",
      )
      await expect(page.locator("main article img").first()).toHaveAttribute(
        "alt",
        /neon|neón/i,
      )
      const release = page.getByRole("complementary")
      await expect(release.getByRole("link")).toHaveAttribute(
        "href",
        `${prefix}/music/luz-de-neon/`,
      )
      await page
        .getByRole("link", {
          name: language === "en" ? "All news" : "Todas las noticias",
        })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/$`))
    })

    test("marks a post up as a NewsArticle by the artist, with both languages as alternates", async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix}/news/fixture-post-11/`)
      const [article] = await structuredData(page, "NewsArticle")
      expect(article).toMatchObject({
        headline: posts.find(post => post.slug === "fixture-post-11")?.[
          language
        ]?.title,
        datePublished: "2026-03-03",
        dateModified: "2026-03-03",
        url: `${SITE}${prefix}/news/fixture-post-11/`,
        author: { "@type": "MusicGroup", name: "Nova Reyes" },
      })
      const images = article?.image as string[]
      expect(images.at(-1)).toBe(
        `${SITE}/og/${language === "en" ? "" : "es-"}news-fixture-post-11.jpg`,
      )
      const logo = (article?.publisher as { logo?: { url?: string } })?.logo
      expect(logo?.url).toBe(`${SITE}/icons/icon-512x512.png`)
      for (const image of [...images, logo?.url ?? ""]) {
        const response = await request.get(image.replace(SITE, ""))
        expect(response.status()).toBe(200)
      }
      await expect(
        page.locator('head link[rel="alternate"][hreflang]'),
      ).toHaveCount(3)
    })
  })
}

test.describe("posts by language and date", () => {
  test.skip(({ isMobile }) => isMobile, "the same content at every size")

  test("a post written in one language has a page in it only, and names no translation", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/news/english-only-note/")
    await expect(
      page.getByRole("heading", { level: 1, name: "A note in English only" }),
    ).toBeVisible()
    await expect(
      page.locator('head link[rel="alternate"][hreflang]'),
    ).toHaveCount(0)
    // The language switch offers the Spanish news instead of a page that does not exist.
    await expect(
      page.getByRole("link", { name: /Leer esta página en español/ }).first(),
    ).toHaveAttribute("href", "/es/news/")
    expect((await request.get("/es/news/english-only-note/")).status()).toBe(
      404,
    )
    await gotoHydrated(page, "/es/news/")
    await expect(page.locator("main")).not.toContainText(
      "A note in English only",
    )
  })

  test("a post dated after the build's day has no page, no place in a list and no feed entry yet", async ({
    page,
    request,
  }) => {
    expect((await request.get("/news/scheduled-announcement/")).status()).toBe(
      404,
    )
    await gotoHydrated(page, "/news/")
    await expect(page.locator("main")).not.toContainText(
      "A scheduled announcement",
    )
    for (const feed of ["/feed.xml", "/es/feed.xml"]) {
      const xml = await (await request.get(feed)).text()
      expect(xml).not.toContain("scheduled-announcement")
    }
  })

  test("each feed has one entry per post published in its language", async ({
    request,
  }) => {
    for (const language of ["en", "es"] as const) {
      const prefix = language === "en" ? "" : "/es"
      const xml = await (await request.get(`${prefix}/feed.xml`)).text()
      const ids = [...xml.matchAll(/<id>([^<]+)<\/id>/g)].map(match => match[1])
      const newsIds = ids.filter(id => id?.includes("/news/"))
      expect(newsIds.sort()).toEqual(
        published(language)
          .map(post => `${SITE}${prefix}/news/${post.slug}/`)
          .sort(),
      )
    }
  })

  test("the home page shows the three newest posts of its language under its cards", async ({
    page,
  }) => {
    for (const language of ["en", "es"] as const) {
      const prefix = language === "en" ? "" : "/es"
      await gotoHydrated(page, `${prefix}/`)
      const latest = page.getByRole("region", {
        name: language === "en" ? "Latest news" : "Últimas noticias",
      })
      await expect(latest.locator("li")).toHaveCount(3)
      for (const [index, post] of published(language).slice(0, 3).entries()) {
        await expect(latest.locator("li").nth(index)).toContainText(
          post[language]?.title ?? "",
        )
      }
    }
  })
})

test("the news list and a post have no axe violation", async ({ page }) => {
  for (const path of ["/news/", "/es/news/fixture-post-11/", "/news/2/"]) {
    await gotoHydrated(page, path)
    expect(await axeViolations(page)).toEqual([])
  }
})
