/** The width an image's `sizes` gives for a viewport, for the forms imageSizes.ts writes. */
export const widthFromSizes = (sizes: string, viewport: number) => {
  for (const part of sizes.split(", ")) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(part)
    if (!match) continue
    const [, minWidth, width = ""] = match
    if (minWidth && viewport < Number(minWidth)) continue
    const fixed = /^(\d+)px$/.exec(width)
    if (fixed) return Number(fixed[1])
    const fluid = /^calc\(([\d.]+)vw - (\d+)px\)$/.exec(width)
    if (fluid) return (Number(fluid[1]) * viewport) / 100 - Number(fluid[2])
  }
  throw new Error(`no size for ${viewport} px in ${sizes}`)
}
