import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import { classNames } from "../../lib/classNames"
import ResponsiveImage from "../ui/ResponsiveImage"
import * as styles from "./CoverSquare.module.css"

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

/**
 * The release's colours from top left to bottom right (a CSS `linear-gradient(135deg, …)`
 * on a square), drawn by SVG: the colours are data, and a `style` attribute would need
 * one more hash in the page's Content-Security-Policy for each release.
 */
const GradientFill = ({ colors }: { colors: readonly string[] }) => {
  const id = `cover-gradient-${React.useId().replace(/:/g, "")}`
  const last = Math.max(colors.length - 1, 1)
  return (
    <svg
      className={styles.gradient}
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
    </svg>
  )
}

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
  <div className={classNames(styles.square, className)}>
    {gradient.length > 0 ? <GradientFill colors={gradient} /> : null}
    {cover ? (
      <ResponsiveImage
        className={styles.cover}
        image={cover}
        alt={coverAlt}
        sizes={sizes}
        loading={loading}
      />
    ) : null}
    {children}
  </div>
)

export default CoverSquare
