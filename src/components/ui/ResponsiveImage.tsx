import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import styled from "styled-components"

export type ResponsiveImageProps = {
  image: IGatsbyImageData
  alt: string
  sizes: string
  /** "eager" for the image a visitor sees first, which also gets high fetch priority. */
  loading: "eager" | "lazy"
  className?: string
}

/* A block-level span, as the frame may sit in a button (the video facade's poster). */
const Frame = styled.span`
  @layer ui {
    display: block;
    position: relative;
    /* The placeholder's layer, under the image and over what is behind the frame. */
    isolation: isolate;
    width: 100%;
  }
`

const Img = styled.img`
  @layer ui {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Placeholder = styled.img`
  @layer ui {
    position: absolute;
    inset: 0;
    z-index: -1;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

// Stands in for <GatsbyImage>, whose browser runtime ships react-dom's server renderer to
// every page with an image. The placeholder is an <img>: a `style` background needs a CSP hash.
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
    <Frame className={className}>
      <picture>
        {sources.map(source => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcSet}
            sizes={sizes}
          />
        ))}
        <Img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={sizes}
          // Whole pixels, as HTML wants them: sharp's height for a width can come out a hair off.
          width={Math.round(image.width)}
          height={Math.round(image.height)}
          alt={alt}
          loading={loading}
          decoding="async"
          {...priority}
        />
      </picture>
      {placeholder ? (
        <Placeholder
          src={placeholder}
          alt=""
          aria-hidden="true"
          decoding="async"
        />
      ) : null}
    </Frame>
  )
}

export default ResponsiveImage
