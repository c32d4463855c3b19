import { languagesOf, listPages, publishedPosts } from "./newsPlan"

const post = (slug: string, date: string, languages = ["en", "es"]) => ({
  slug,
  date,
  ...Object.fromEntries(languages.map(language => [language, {}])),
})

describe("the news list", () => {
  const posts = [
    ...Array.from({ length: 12 }, (_, index) =>
      post(
        `post-${String(index + 1).padStart(2, "0")}`,
        `2026-01-${String(index + 1).padStart(2, "0")}`,
      ),
    ),
    post("english-only", "2026-02-01", ["en"]),
    post("scheduled", "2026-05-01"),
    post("same-day-b", "2026-01-12"),
  ]

  it("holds only what is published by the build's day, newest first, same-day posts by slug", () => {
    expect(
      publishedPosts(posts, "2026-03-01")
        .slice(0, 4)
        .map(entry => entry.slug),
    ).toEqual(["english-only", "post-12", "same-day-b", "post-11"])
    expect(
      publishedPosts(posts, "2026-03-01").map(entry => entry.slug),
    ).not.toContain("scheduled")
    expect(
      publishedPosts(posts, "2026-05-01").map(entry => entry.slug)[0],
    ).toBe("scheduled")
  })

  it("pages it ten at a time, each language with its own posts", () => {
    const english = listPages(posts, "en", "2026-03-01")
    expect(english.map(page => page.length)).toEqual([10, 4])
    const spanish = listPages(posts, "es", "2026-03-01")
    expect(spanish.map(page => page.length)).toEqual([10, 3])
    expect(spanish.flat()).not.toContain("english-only")
  })

  it("has a first page even before the first post", () => {
    expect(listPages([], "en", "2026-03-01")).toEqual([[]])
  })

  it("knows the languages a post is written in", () => {
    expect(languagesOf(post("x", "2026-01-01", ["es"]))).toEqual(["es"])
    expect(languagesOf(post("x", "2026-01-01"))).toEqual(["en", "es"])
  })
})
