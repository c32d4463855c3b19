import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { usePopover } from "../../hooks/usePopover"
import { releaseAnchor } from "../../lib/urls"
import type { ReleaseKind } from "../../lib/data/dataSchema"
import { imageSizes } from "../../styles/imageSizes"
import Card from "../ui/Card"
import Eyebrow from "../ui/Eyebrow"
import ResponsiveImage from "../ui/ResponsiveImage"
import PlayControl, { type StreamingLinks } from "./PlayControl"

/** One release (a file in data/releases/), ready to show. */
export type ReleaseCardProps = {
  slug: string
  title: string
  kind: ReleaseKind
  year: string | null
  description: string
  /** Two or more CSS colours, drawn behind the cover or instead of it. */
  gradient: readonly string[]
  cover: IGatsbyImageData | null
  coverAlt: string
  /** Null for a coming-soon release: no play control, no links. */
  links: StreamingLinks | null
  comingSoon: boolean
  /** The first card is above the fold: its cover loads at once. */
  eager?: boolean
}

const Article = styled(Card)`
  padding: 0;
  overflow: hidden;

  &:hover,
  &:focus-within {
    --reveal: 1;
  }
`

const Art = styled.div<{ $gradient: readonly string[] }>`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  background: linear-gradient(
    135deg,
    ${({ $gradient }) => $gradient.join(", ")}
  );
`

const Cover = styled(ResponsiveImage)`
  height: 100%;
`

const ComingSoon = styled.p`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
`

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

/** A release: cover (or its gradient), title and description, and where to play it. */
const ReleaseCard = ({
  slug,
  title,
  kind,
  year,
  description,
  gradient,
  cover,
  coverAlt,
  links,
  comingSoon,
  eager = false,
}: ReleaseCardProps) => {
  const strings = useStrings()
  const popover = usePopover<HTMLElement>()
  const anchor = releaseAnchor(slug)
  // A slug never holds "--", so this id cannot be another release's anchor.
  const headingId = `${anchor}--title`
  return (
    <Article
      id={anchor}
      aria-labelledby={headingId}
      {...(links ? popover.containerProps : {})}
    >
      <Art $gradient={gradient}>
        {cover ? (
          <Cover
            image={cover}
            alt={coverAlt}
            sizes={imageSizes.releaseCover}
            loading={eager ? "eager" : "lazy"}
          />
        ) : (
          comingSoon && <ComingSoon>{strings.music.comingSoon}</ComingSoon>
        )}
        {links && <PlayControl title={title} links={links} popover={popover} />}
      </Art>
      <Body>
        <Eyebrow>
          {[strings.music.kinds[kind], year]
            .filter(Boolean)
            .join(strings.separator)}
        </Eyebrow>
        <Title id={headingId}>{title}</Title>
        <Description>{description}</Description>
      </Body>
    </Article>
  )
}

export default ReleaseCard
