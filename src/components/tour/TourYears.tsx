import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { tourYearPath } from "../../lib/urls"
import { tourYearsStrings } from "../../strings/tourYears"
import Link from "../ui/Link"
import { pageLinksLook } from "../ui/looks"
import { MinorHeading } from "../ui/SectionHeading"

export type TourYearsProps = {
  /** The years with a page of their shows, the latest first. */
  years: readonly number[]
  /** The year whose page this is. */
  current?: number
}

const HEADING_ID = "tour-years"

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
`

const Years = styled.ul`
  ${pageLinksLook}
`

const TourYears = ({ years, current }: TourYearsProps) => {
  const words = tourYearsStrings[useLanguage()]
  return (
    <Nav aria-labelledby={HEADING_ID}>
      <MinorHeading id={HEADING_ID}>{words.heading}</MinorHeading>
      <Years>
        {years.map(year => (
          <li key={year}>
            <Link
              to={tourYearPath(year)}
              aria-current={year === current ? "page" : undefined}
            >
              {year}
            </Link>
          </li>
        ))}
      </Years>
    </Nav>
  )
}

export default TourYears
