import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import { useStrings } from "../../hooks/useLanguage"
import { usePopover } from "../../hooks/usePopover"
import { classNames } from "../../lib/classNames"
import { isOutOn, type ReleaseTiming } from "../../lib/releaseSchedule"
import { releaseAnchor, releasePath } from "../../lib/urls"
import type { ReleaseKind } from "../../lib/data/dataSchema"
import { imageSizes } from "../../styles/imageSizes"
import Card from "../ui/Card"
import Eyebrow from "../ui/Eyebrow"
import Link from "../ui/Link"
import CoverSquare from "./CoverSquare"
import PlayControl, {
  revealPlayControlClassName,
  type StreamingLinks,
} from "./PlayControl"
import * as headings from "../ui/sectionHeading.module.css"
import * as styles from "./ReleaseCard.module.css"

/** One release (a file in data/releases/), ready for its card. */
export type ReleaseSummary = ReleaseTiming & {
  slug: string
  title: string
  kind: ReleaseKind
  year: string | null
  description: string
  /** Two or more CSS colours, drawn behind the cover or instead of it. */
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

/**
 * A release: cover (or its gradient), title and description, each leading to its page,
 * and where to play it once it is out; until then it is marked coming soon. Both marks
 * sit over the square, so the release coming out moves nothing.
 */
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
  releaseDate,
  today,
  eager = false,
}: ReleaseCardProps) => {
  const strings = useStrings()
  const popover = usePopover<HTMLElement>()
  const anchor = releaseAnchor(slug)
  // A slug never holds "--", so this id cannot be another release's anchor.
  const headingId = `${anchor}--title`
  const out = isOutOn({ comingSoon, releaseDate }, today)
  const playable = out && links
  return (
    // The words come first in the page: see ReleaseCard.module.css.
    <Card
      className={classNames(styles.article, revealPlayControlClassName)}
      id={anchor}
      aria-labelledby={headingId}
      data-release-state={out ? "out" : "coming"}
      {...(playable ? popover.containerProps : {})}
    >
      <div className={styles.body}>
        <Eyebrow>
          {[strings.music.kinds[kind], year]
            .filter(Boolean)
            .join(strings.separator)}
        </Eyebrow>
        <h2
          className={classNames(headings.sectionHeading, styles.title)}
          id={headingId}
        >
          <Link to={releasePath(slug)}>{title}</Link>
        </h2>
        <p className={styles.description}>{description}</p>
      </div>
      <CoverSquare
        className={styles.art}
        gradient={gradient}
        cover={cover}
        coverAlt={coverAlt}
        sizes={imageSizes.releaseCover}
        loading={eager ? "eager" : "lazy"}
      >
        {out ? null : (
          <p className={styles.comingSoon}>{strings.music.comingSoon}</p>
        )}
        <Link
          className={styles.artLink}
          to={releasePath(slug)}
          tabIndex={-1}
          aria-hidden="true"
        />
        {playable ? (
          <PlayControl title={title} links={playable} popover={popover} />
        ) : null}
      </CoverSquare>
    </Card>
  )
}

export default ReleaseCard
