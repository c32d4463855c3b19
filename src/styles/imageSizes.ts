import { theme } from "./theme"

/** The root font size the theme's rem values are counted in. */
const REM = 16

const px = (rem: string) => parseFloat(rem) * REM
const hairline = parseFloat(theme.borderWidths.hairline)
const content = px(theme.sizes.content)
const gutters = 2 * px(theme.space[4])
const { sm, md, lg } = theme.breakpoints

/**
 * One layout of a grid, from `minWidth` up: the image's column takes `share` of the row
 * left after the page gutters and the row's `gaps` (px), less `inset` (borders, padding).
 */
type Layout = { minWidth: number; share: number; gaps: number }

/** The column's width in CSS px once the content width is capped. */
const cappedWidth = ({ share, gaps }: Layout, inset: number) =>
  Math.ceil(share * (content - gutters - gaps) - inset)

/** The column's width as a calc() of the viewport, rounded up to whole pixels. */
const fluidWidth = ({ share, gaps }: Layout, inset: number) =>
  `calc(${+(share * 100).toFixed(2)}vw - ${Math.floor(share * (gutters + gaps) + inset)}px)`

/** A `sizes` attribute from layouts listed widest first; the last one has no minimum. */
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

/**
 * The `sizes` of each image layout, worked out from the CSS that places it, so a phone
 * loads the file that fits its card instead of one as wide as the screen.
 */
export const imageSizes = {
  /** ReleaseGrid: 3 columns from lg, 2 from sm, else 1; covers fill the card inside its border. */
  releaseCover: sizesFor(
    [
      columns(lg, 3, theme.space[5]),
      columns(sm, 2, theme.space[5]),
      columns(0, 1, theme.space[5]),
    ],
    2 * hairline,
  ),
  /** A release's page: the 2fr of 2fr 3fr columns from md, else the full row. */
  releasePageCover: sizesFor(
    [
      { minWidth: md, share: 2 / 5, gaps: px(theme.space[6]) },
      columns(0, 1, theme.space[6]),
    ],
    0,
  ),
  /** ProductGrid: 3 columns from md, else 1; photos sit inside the card's padding. */
  productPhoto: sizesFor(
    [columns(md, 3, theme.space[5]), columns(0, 1, theme.space[5])],
    2 * (hairline + px(theme.space[5])),
  ),
  /** NewsList: 3 columns from lg, 2 from md, else 1; covers fill the card. */
  newsCover: sizesFor(
    [
      columns(lg, 3, theme.space[5]),
      columns(md, 2, theme.space[5]),
      columns(0, 1, theme.space[5]),
    ],
    2 * hairline,
  ),
  /** NewsArticle: the cover over the post, at most the prose's width. */
  newsPostCover: `(min-width: ${px(theme.sizes.prose) + gutters}px) ${px(theme.sizes.prose)}px, calc(100vw - ${gutters}px)`,
  /** PressPhotos: 3 columns from md, 2 from sm, else 1. */
  pressPhoto: sizesFor(
    [
      columns(md, 3, theme.space[5]),
      columns(sm, 2, theme.space[5]),
      columns(0, 1, theme.space[5]),
    ],
    0,
  ),
  /** PhotoViewer: the dialog's photo, at most the content's width, inside its padding. */
  pressPhotoLarge: `(min-width: ${content}px) ${content - gutters}px, calc(100vw - ${gutters}px)`,
  /** The about page's 3fr 2fr columns from md; the photo takes the 2fr one. */
  portrait: sizesFor(
    [
      { minWidth: md, share: 2 / 5, gaps: px(theme.space[6]) },
      columns(0, 1, theme.space[6]),
    ],
    0,
  ),
  /** FeaturedVideo: the 2fr of 2fr 1fr columns from lg, else the full row. */
  featuredPoster: sizesFor(
    [
      { minWidth: lg, share: 2 / 3, gaps: px(theme.space[5]) },
      columns(0, 1, theme.space[5]),
    ],
    0,
  ),
  /** MediaTiles: 3 columns from md, else 1. */
  tilePoster: sizesFor(
    [columns(md, 3, theme.space[5]), columns(0, 1, theme.space[5])],
    0,
  ),
} as const
