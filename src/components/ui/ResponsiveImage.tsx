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

/** A block-level span: the frame may sit in a button (the video facade's poster). */
const Frame = styled.span<{ $ratio: string; $placeholder?: string }>`
  display: block;
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  background-image: ${({ $placeholder }) =>
    $placeholder ? `url("${$placeholder}")` : "none"};
  background-size: cover;
`

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`

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
  return (
    <Frame
      className={className}
      $ratio={`${image.width} / ${image.height}`}
      $placeholder={image.placeholder?.fallback}
    >
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
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          decoding="async"
          {...priority}
        />
      </picture>
    </Frame>
  )
}

export default ResponsiveImage
