import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { RecentShow } from "../../lib/props/toRecentShowProps"
import { media } from "../../styles/media"
import Link from "../ui/Link"
import { unstyledListLook } from "../ui/looks"
import { MinorHeading } from "../ui/SectionHeading"

export type RecentShowsProps = {
  /** The latest first. */
  shows: readonly RecentShow[]
}

const HEADING_ID = "past-shows"

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
`

// A line per show, its parts styled from here: a career's year of shows stays light.
const Lines = styled.ol`
  ${unstyledListLook}

  & > li {
    display: grid;
    grid-template-areas: "date" "city" "where" "outcome";
    gap: ${({ theme }) => theme.space[1]};
    padding-block: ${({ theme }) => theme.space[3]};
    border-top: ${({ theme }) =>
      `${theme.borderWidths.hairline} solid ${theme.colors.border}`};
  }

  & time {
    grid-area: date;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & a {
    grid-area: city;
    justify-self: start;
    color: inherit;
    font-weight: 800;
    text-transform: uppercase;
    text-underline-offset: 0.2em;
  }

  & li > span:first-of-type {
    grid-area: where;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & li > span:last-of-type {
    grid-area: outcome;
    font-weight: 700;
  }

  ${media.md} {
    & > li {
      grid-template-columns: 18rem minmax(0, 1fr);
      grid-template-areas: "date city" "date where" "date outcome";
      column-gap: ${({ theme }) => theme.space[5]};
    }
  }
`

/** /tour/'s shows of the last twelve months, each with what became of it. */
const RecentShows = ({ shows }: RecentShowsProps) => {
  const strings = useStrings()
  return (
    <Section aria-labelledby={HEADING_ID}>
      <MinorHeading id={HEADING_ID}>{strings.tour.pastHeading}</MinorHeading>
      <Lines>
        {shows.map(show => (
          <li key={show.slug}>
            <time dateTime={show.isoDate}>{show.dateLabel}</time>{" "}
            <Link to={show.path}>{show.city}</Link> <span>{show.where}</span>{" "}
            <span>{show.outcome}</span>
          </li>
        ))}
      </Lines>
    </Section>
  )
}

export default RecentShows
