import { en } from "../strings/en"
import { isCurrentPath, navItems, normalizePath } from "./navigation"

const items = navItems(en)

describe("navigation", () => {
  it("lists the seven routes in the product specification's order", () => {
    expect(items.map(item => [item.label, item.path])).toEqual([
      ["Home", "/"],
      ["About", "/about/"],
      ["Music", "/music/"],
      ["Tour", "/tour/"],
      ["Media", "/media/"],
      ["Store", "/store/"],
      ["Contact", "/contact/"],
    ])
  })

  it("treats a path with or without its trailing slash, query or hash as the same page", () => {
    expect(normalizePath("/about")).toBe("/about/")
    expect(normalizePath("/about/?ref=nav#bio")).toBe("/about/")
    expect(isCurrentPath("/music/", "/music")).toBe(true)
  })

  it("marks only the home page current on /", () => {
    expect(items.filter(item => isCurrentPath(item.path, "/"))).toEqual([
      items[0],
    ])
  })

  it("marks nothing current on an unknown path", () => {
    expect(items.some(item => isCurrentPath(item.path, "/nope/"))).toBe(false)
  })
})
