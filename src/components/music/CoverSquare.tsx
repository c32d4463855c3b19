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
  <div
    className={classNames(styles.square, className)}
    // Each release's own colours: a value of its data, so a custom property the
    // module's gradient reads, not a class.
    style={{ "--cover-gradient": gradient.join(", ") } as React.CSSProperties}
  >
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
