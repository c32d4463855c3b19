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

const columns = (minWidth: number, count: number, gap: string): Layout => ({
  minWidth,
  share: 1 / count,
  gaps: (count - 1) * px(gap),
})

/** Each mirrors the grid CSS of the component that shows the image: change both together. */
export const imageSizes = {
  releaseCover: sizesFor(
    [
      columns(lg, 3, theme.space[5]),
      columns(sm, 2, theme.space[5]),
      columns(0, 1, theme.space[5]),
    ],
    2 * hairline,
  ),
  releasePageCover: sizesFor(
    [
      { minWidth: md, share: 2 / 5, gaps: px(theme.space[6]) },
      columns(0, 1, theme.space[6]),
    ],
    0,
  ),
  productPhoto: sizesFor(
    [columns(md, 3, theme.space[5]), columns(0, 1, theme.space[5])],
    2 * (hairline + px(theme.space[5])),
  ),
  newsCover: sizesFor(
    [
      columns(lg, 3, theme.space[5]),
      columns(md, 2, theme.space[5]),
      columns(0, 1, theme.space[5]),
    ],
    2 * hairline,
  ),
  newsPostCover: `(min-width: ${px(theme.sizes.prose) + gutters}px) ${px(theme.sizes.prose)}px, calc(100vw - ${gutters}px)`,
  pressPhoto: sizesFor(
    [
      columns(md, 3, theme.space[5]),
      columns(sm, 2, theme.space[5]),
      columns(0, 1, theme.space[5]),
    ],
    0,
  ),
  pressPhotoLarge: `(min-width: ${content}px) ${content - gutters}px, calc(100vw - ${gutters}px)`,
  portrait: sizesFor(
    [
      { minWidth: md, share: 2 / 5, gaps: px(theme.space[6]) },
      columns(0, 1, theme.space[6]),
    ],
    0,
  ),
  featuredPoster: sizesFor(
    [
      { minWidth: lg, share: 2 / 3, gaps: px(theme.space[5]) },
      columns(0, 1, theme.space[5]),
    ],
    0,
  ),
  tilePoster: sizesFor(
    [columns(md, 3, theme.space[5]), columns(0, 1, theme.space[5])],
    0,
  ),
} as const
