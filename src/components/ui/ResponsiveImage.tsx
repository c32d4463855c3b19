import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import styled from "styled-components"

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

/*
 * A shared look, in the `ui` layer (src/styles/layers.ts): a block-level span, as the frame
 * may sit in a button (the video facade's poster). Its height is the image's, whose width
 * and height attributes give its ratio before it has loaded, unless a component sets the
 * frame's height (then the image covers it).
 */
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

/** The blurred placeholder, under the image while it loads. */
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
          // Whole pixels, as HTML wants them: sharp's height for a width can come out
          // a hair off one (426.99999999999994 for a 3:2 photo 640 wide).
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
