import { theme } from "./theme"

const REM = 16

const px = (rem: string) => parseFloat(rem) * REM
const hairline = parseFloat(theme.borderWidths.hairline)
const content = px(theme.sizes.content)
const gutters = 2 * px(theme.space[4])
const { sm, md, lg } = theme.breakpoints

type Layout = { minWidth: number; share: number; gaps: number }

const cappedWidth = ({ share, gaps }: Layout, inset: number) =>
  Math.ceil(share * (content - gutters - gaps) - inset)

const fluidWidth = ({ share, gaps }: Layout, inset: number) =>
  `calc(${+(share * 100).toFixed(2)}vw - ${Math.floor(share * (gutters + gaps) + inset)}px)`

/** Layouts listed widest first; the last one has no minimum. */
const sizesFor = (layouts: readonly Layout[], inset: number) => {
  const [widest] = layouts
  if (!widest) throw new Error("An image needs at least one layout")
  return [
    `(min-width: ${content}px) ${cappedWidth(widest, inset)}px`,
    ...layouts.map(layout =>
      layout.minWidth > 0
        ? `(min-width: ${layout.minWidth}px) ${fluidWidth(layout, inset)}`
        : fluidWidth(layout, inset),
    ),
  ].join(", ")
}

const ONE_COLUMN: Layout = { minWidth: 0, share: 1, gaps: 0 }

/** A grid with the cards' gap: `count` columns from each `minWidth` up, widest first; one below. */
const cardGrid = (...steps: [minWidth: number, count: number][]) => [
  ...steps.map(([minWidth, count]) => ({
    minWidth,
    share: 1 / count,
    gaps: (count - 1) * px(theme.space[5]),
  })),
  ONE_COLUMN,
]

/** An image taking `share` of a two-column row from `minWidth` up, alone in its column below. */
const beside = (minWidth: number, share: number, gap: string) =>
  sizesFor([{ minWidth, share, gaps: px(gap) }, ONE_COLUMN], 0)

/** Each mirrors the grid CSS of the component that shows the image: change both together. */
export const imageSizes = {
  releaseCover: sizesFor(cardGrid([lg, 3], [sm, 2]), 2 * hairline),
  releasePageCover: beside(md, 2 / 5, theme.space[6]),
  productPhoto: sizesFor(
    cardGrid([md, 3]),
    2 * (hairline + px(theme.space[5])),
  ),
  newsCover: sizesFor(cardGrid([lg, 3], [md, 2]), 2 * hairline),
  newsPostCover: `(min-width: ${px(theme.sizes.prose) + gutters}px) ${px(theme.sizes.prose)}px, calc(100vw - ${gutters}px)`,
  pressPhoto: sizesFor(cardGrid([md, 3], [sm, 2]), 0),
  pressPhotoLarge: `(min-width: ${content}px) ${content - gutters}px, calc(100vw - ${gutters}px)`,
  portrait: beside(md, 2 / 5, theme.space[6]),
  featuredPoster: beside(lg, 2 / 3, theme.space[5]),
  tilePoster: sizesFor(cardGrid([md, 3]), 0),
} as const
