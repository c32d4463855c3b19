import type { CreatePagesArgs } from "gatsby"

import { createListPages } from "./listPages"

const pagesMadeFor = async (releases: number, products: number) => {
  const made: { path: string; component: string; context: unknown }[] = []
  await createListPages({
    graphql: async () => ({
      data: {
        allReleasesJson: { totalCount: releases },
        allProductsJson: { totalCount: products },
      },
    }),
    actions: { createPage: (page: (typeof made)[number]) => made.push(page) },
    reporter: { panicOnBuild: (message: string) => Promise.reject(message) },
  } as unknown as CreatePagesArgs)
  return made
}

describe("createListPages", () => {
  it("makes the music and the store a page each, in each language, while they fit", async () => {
    const made = await pagesMadeFor(3, 3)
    expect(made.map(page => page.path)).toEqual([
      "/music/",
      "/es/music/",
      "/store/",
      "/es/store/",
    ])
    expect(made[1]?.context).toEqual({
      language: "es",
      skip: 0,
      limit: 12,
      page: 1,
      pageCount: 1,
    })
    expect(made[2]?.component).toMatch(/src\/templates\/store\.tsx$/)
  })

  it("numbers the pages of a long list, each with its share", async () => {
    const made = await pagesMadeFor(150, 25)
    const music = made.filter(page => page.path.startsWith("/music/"))
    expect(music.map(page => page.path)).toEqual([
      "/music/",
      ...Array.from({ length: 12 }, (_, index) => `/music/${index + 2}/`),
    ])
    expect(music[12]?.context).toMatchObject({
      skip: 144,
      limit: 12,
      page: 13,
      pageCount: 13,
    })
    expect(
      made
        .filter(page => page.path.startsWith("/es/store/"))
        .map(page => page.path),
    ).toEqual(["/es/store/", "/es/store/2/"])
  })
})
