import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import ResponsiveImage from "../ui/ResponsiveImage"

export type CoverSquareProps = {
  /** Two or more CSS colours, drawn behind the cover or instead of it. */
  gradient: readonly string[]
  cover: IGatsbyImageData | null
  coverAlt: string
  sizes: string
  loading: "eager" | "lazy"
  children?: React.ReactNode
  className?: string
}

const Square = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1;

  & > * {
    grid-area: 1 / 1;
  }
`

const Gradient = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
`

const Cover = styled(ResponsiveImage)`
  height: 100%;
`

// Drawn by SVG because the colours are data: a `style` attribute would need one more hash
// in the page's Content-Security-Policy for each release.
const GradientFill = ({ colors }: { colors: readonly string[] }) => {
  const id = `cover-gradient-${React.useId().replace(/:/g, "")}`
  const last = Math.max(colors.length - 1, 1)
  return (
    <Gradient
      viewBox="0 0 1 1"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          {colors.map((color, index) => (
            <stop key={index} offset={index / last} stopColor={color} />
          ))}
        </linearGradient>
      </defs>
      <rect width="1" height="1" fill={`url(#${id})`} />
    </Gradient>
  )
}

const CoverSquare = ({
  gradient,
  cover,
  coverAlt,
  sizes,
  loading,
  children,
  className,
}: CoverSquareProps) => (
  <Square className={className}>
    {gradient.length > 0 ? <GradientFill colors={gradient} /> : null}
    {cover ? (
      <Cover image={cover} alt={coverAlt} sizes={sizes} loading={loading} />
    ) : null}
    {children}
  </Square>
)

export default CoverSquare
