import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import { classNames } from "../../lib/classNames"
import * as styles from "./ResponsiveImage.module.css"

export type ResponsiveImageProps = {
  /** gatsbyImageData from the page query (sizes, AVIF and WebP sources, blurred placeholder). */
  image: IGatsbyImageData
  alt: string
  /** The width it shows at in each layout (see styles/imageSizes.ts), so each screen picks the right file. */
  sizes: string
  /** "eager" for the image a visitor sees first, which also gets high fetch priority. */
  loading: "eager" | "lazy"
  className?: string
}

/**
 * Renders the image gatsby-plugin-image prepared (AVIF, WebP and JPEG at several widths)
 * as a native <picture>, over its blurred placeholder, with its dimensions set. It stands in
 * for <GatsbyImage>, whose browser runtime adds about 25 KB of gzip JavaScript (react-dom's
 * server renderer among it) to every page with an image; native lazy loading does the rest.
 */
const ResponsiveImage = ({
  image,
  alt,
  sizes,
  loading,
  className,
}: ResponsiveImageProps) => {
  const { fallback, sources = [] } = image.images
  const priority: { fetchpriority?: "high" } =
    loading === "eager" ? { fetchpriority: "high" } : {}
  const placeholder = image.placeholder?.fallback
  // Each image's own ratio and placeholder, as custom properties the module reads.
  const frameStyle = {
    "--image-ratio": `${image.width} / ${image.height}`,
    ...(placeholder ? { "--image-placeholder": `url("${placeholder}")` } : {}),
  } as React.CSSProperties
  return (
    <span className={classNames(styles.frame, className)} style={frameStyle}>
      <picture>
        {sources.map(source => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcSet}
            sizes={sizes}
          />
        ))}
        <img
          className={styles.img}
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          decoding="async"
          {...priority}
        />
      </picture>
    </span>
  )
}

export default ResponsiveImage
