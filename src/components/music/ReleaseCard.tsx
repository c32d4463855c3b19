import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { usePopover } from "../../hooks/usePopover"
import { isOutOn, type ReleaseTiming } from "../../lib/releaseSchedule"
import { releaseAnchor, releasePath } from "../../lib/urls"
import type { ReleaseKind } from "../../lib/data/dataSchema"
import { imageSizes } from "../../styles/imageSizes"
import Card from "../ui/Card"
import Eyebrow from "../ui/Eyebrow"
import Link from "../ui/Link"
import { Muted } from "../ui/lines"
import SectionHeading from "../ui/SectionHeading"
import CoverSquare from "./CoverSquare"
import PlayControl, {
  revealPlayControl,
  type StreamingLinks,
} from "./PlayControl"
import { displayFaceLook } from "../ui/looks"

export type ReleaseSummary = ReleaseTiming & {
  slug: string
  title: string
  kind: ReleaseKind
  year: string | null
  description: string
  gradient: readonly string[]
  cover: IGatsbyImageData | null
  coverAlt: string
  /** Null for a coming-soon release; shown from release day on. */
  links: StreamingLinks | null
}

export type ReleaseCardProps = ReleaseSummary & {
  /** Today as YYYY-MM-DD, by the build's clock and then the visitor's: is it out? */
  today: string
  /** The first card is above the fold: its cover loads at once. */
  eager?: boolean
}

/* The words come first in the page, so screen readers meet the title first and leaving the
   popover leaves the card; the art is drawn above them. */
const Article = styled(Card)`
  padding: 0;
  overflow: hidden;
  ${revealPlayControl}
`

const Art = styled(CoverSquare)`
  order: -1;
`

/* A pointer's shortcut to the page: out of the tab order and hidden from screen readers,
   who have the title's link. */
const ArtLink = styled(Link)`
  position: absolute;
  inset: 0;
`

const ComingSoon = styled.p`
  pointer-events: none;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bg};
  ${displayFaceLook}
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
`

const Title = styled(SectionHeading)`
  & a {
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }
`

/** Both marks sit over the square, so the release coming out moves nothing. */
const ReleaseCard = ({
  today,
  eager = false,
  ...release
}: ReleaseCardProps) => {
  const strings = useStrings()
  const popover = usePopover<HTMLElement>()
  const { slug, title } = release
  const anchor = releaseAnchor(slug)
  // A slug never holds "--", so this id cannot be another release's anchor.
  const headingId = `${anchor}--title`
  const out = isOutOn(release, today)
  const playable = out && release.links
  return (
    // The words come first in the page: see Article above.
    <Article
      id={anchor}
      aria-labelledby={headingId}
      data-release-state={out ? "out" : "coming"}
      {...(playable ? popover.containerProps : {})}
    >
      <Body>
        <Eyebrow>
          {[strings.music.kinds[release.kind], release.year]
            .filter(Boolean)
            .join(strings.separator)}
        </Eyebrow>
        <Title id={headingId}>
          <Link to={releasePath(slug)}>{title}</Link>
        </Title>
        <Muted>{release.description}</Muted>
      </Body>
      <Art
        gradient={release.gradient}
        cover={release.cover}
        coverAlt={release.coverAlt}
        sizes={imageSizes.releaseCover}
        loading={eager ? "eager" : "lazy"}
      >
        {out ? null : <ComingSoon>{strings.music.comingSoon}</ComingSoon>}
        <ArtLink to={releasePath(slug)} tabIndex={-1} aria-hidden="true" />
        {playable ? (
          <PlayControl
            title={title}
            release={slug}
            links={playable}
            popover={popover}
          />
        ) : null}
      </Art>
    </Article>
  )
}

export default ReleaseCard
