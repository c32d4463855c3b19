import { shareImagePath, shareImageRoutes } from "./shareImages"
import { navItems } from "./navigation"

describe("shareImagePath", () => {
  it("gives every route of the navigation its own image", () => {
    expect(shareImageRoutes.map(route => route.path)).toEqual(
      navItems.map(item => item.path),
    )
    expect(new Set(navItems.map(item => shareImagePath(item.path))).size).toBe(
      7,
    )
  })

  it("finds a route with or without its trailing slash", () => {
    expect(shareImagePath("/tour")).toBe("/og/tour.jpg")
    expect(shareImagePath("/")).toBe("/og/home.jpg")
  })

  it("falls back to the home image for other paths", () => {
    expect(shareImagePath("/no-such-page/")).toBe("/og/home.jpg")
  })
})
