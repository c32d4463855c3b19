/** subset-font ships no types; the part the build uses (plugins/headline-font). */
declare module "subset-font" {
  const subsetFont: (
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype"
      variationAxes?: Record<string, number | { min: number; max: number }>
    },
  ) => Promise<Buffer>
  export default subsetFont
}
