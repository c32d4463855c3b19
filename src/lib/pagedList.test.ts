import { listPagePath, listPagesOf } from "./pagedList"

describe("listPagePath", () => {
  it("puts the first page at the list's path and the next ones under it", () => {
    expect(listPagePath("/music/", 1)).toBe("/music/")
    expect(listPagePath("/music/", 2)).toBe("/music/2/")
    expect(listPagePath("/store/", 13)).toBe("/store/13/")
  })
})

describe("listPagesOf", () => {
  it("cuts a list into pages of at most so many", () => {
    expect(listPagesOf(25, 12)).toEqual([
      { page: 1, skip: 0, limit: 12 },
      { page: 2, skip: 12, limit: 12 },
      { page: 3, skip: 24, limit: 12 },
    ])
    expect(listPagesOf(24, 12)).toHaveLength(2)
  })

  it("keeps one page for an empty list", () => {
    expect(listPagesOf(0, 12)).toEqual([{ page: 1, skip: 0, limit: 12 }])
  })
})
