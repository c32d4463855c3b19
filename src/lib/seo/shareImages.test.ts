import { shareImagePath, shareImageRoutes } from "./shareImages"
import { navItems } from "../navigation"
import { en } from "../../strings/en"

describe("shareImagePath", () => {
  it("gives every route of the navigation, the press page and the news its own image", () => {
    expect(shareImageRoutes.map(route => route.path)).toEqual([
      ...navItems(en).map(item => item.path),
      "/press/",
      "/news/",
    ])
    expect(
      new Set(navItems(en).map(item => shareImagePath(item.path))).size,
    ).toBe(7)
  })

  it("finds a route with or without its trailing slash", () => {
    expect(shareImagePath("/tour")).toBe("/og/tour.jpg")
    expect(shareImagePath("/")).toBe("/og/home.jpg")
  })

  it("falls back to the home image for other paths", () => {
    expect(shareImagePath("/no-such-page/")).toBe("/og/home.jpg")
  })

  it("gives a Spanish page its Spanish card", () => {
    expect(shareImagePath("/es/tour/")).toBe("/og/es-tour.jpg")
    expect(shareImagePath("/es/")).toBe("/og/es-home.jpg")
    expect(shareImagePath("/es/no-such-page/")).toBe("/og/es-home.jpg")
  })
})
