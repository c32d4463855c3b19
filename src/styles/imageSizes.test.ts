import { widthFromSizes as widthAt } from "../../tests/support/widthFromSizes"
import { imageSizes } from "./imageSizes"

describe("imageSizes", () => {
  it("gives a release cover the width of its card at each layout", () => {
    // Measured in Chromium: 356 px on a 390 px phone, 356 px in the 3-column grid.
    expect(widthAt(imageSizes.releaseCover, 390)).toBeCloseTo(356, 0)
    expect(widthAt(imageSizes.releaseCover, 800)).toBeCloseTo(370, 0)
    expect(widthAt(imageSizes.releaseCover, 1280)).toBe(356)
  })

  it("keeps a 2× phone on the 720 px cover and a 3× one on the 1080 px", () => {
    expect(widthAt(imageSizes.releaseCover, 390) * 2).toBeLessThanOrEqual(720)
    expect(widthAt(imageSizes.releaseCover, 390) * 3).toBeLessThanOrEqual(1080)
  })

  it("gives product photos and the portrait their column's width", () => {
    expect(widthAt(imageSizes.productPhoto, 390)).toBeCloseTo(308, 0)
    expect(widthAt(imageSizes.productPhoto, 1280)).toBe(308)
    expect(widthAt(imageSizes.portrait, 390)).toBe(358)
    expect(widthAt(imageSizes.portrait, 1280)).toBe(436)
  })
})
