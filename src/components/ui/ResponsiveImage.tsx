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
 * as a native <picture>, over its blurred placeholder, with its dimensions set. The
 * placeholder is an image of its own (a data: URL), not a background in a `style`
 * attribute, which would need one more hash in the page's Content-Security-Policy for
 * each image; the frame keeps the image's ratio from its width and height. It stands in
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
  return (
    <span className={classNames(styles.frame, className)}>
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
      {placeholder ? (
        <img
          className={styles.placeholder}
          src={placeholder}
          alt=""
          aria-hidden="true"
          decoding="async"
        />
      ) : null}
    </span>
  )
}

export default ResponsiveImage
