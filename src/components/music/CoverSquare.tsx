import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import ResponsiveImage from "../ui/ResponsiveImage"

export type CoverSquareProps = {
  /** Two or more CSS colours, drawn behind the cover or instead of it. */
  gradient: readonly string[]
  cover: IGatsbyImageData | null
  coverAlt: string
  /** The cover's width in each layout (styles/imageSizes.ts). */
  sizes: string
  loading: "eager" | "lazy"
  /** Marks and controls laid over the square. */
  children?: React.ReactNode
  className?: string
}

const Square = styled.div<{ $gradient: readonly string[] }>`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  background: linear-gradient(
    135deg,
    ${({ $gradient }) => $gradient.join(", ")}
  );

  /* The cover and whatever is laid over it share the square. */
  & > * {
    grid-area: 1 / 1;
  }
`

const Cover = styled(ResponsiveImage)`
  height: 100%;
`

/** A release's cover art on its gradient, or the gradient alone while it has none. */
const CoverSquare = ({
  gradient,
  cover,
  coverAlt,
  sizes,
  loading,
  children,
  className,
}: CoverSquareProps) => (
  <Square $gradient={gradient} className={className}>
    {cover ? (
      <Cover image={cover} alt={coverAlt} sizes={sizes} loading={loading} />
    ) : null}
    {children}
  </Square>
)

export default CoverSquare
