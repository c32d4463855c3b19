import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { newsListPath } from "../../lib/urls"
import { newsStrings } from "../../strings/news"
import Link from "../ui/Link"
import { pageLinksLook } from "../ui/looks"

export type NewsPaginationProps = {
  page: number
  pageCount: number
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space[6]};
`

const Pages = styled.ul`
  ${pageLinksLook}
`

const NewsPagination = ({ page, pageCount }: NewsPaginationProps) => {
  const words = newsStrings[useLanguage()]
  if (pageCount <= 1) return null
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <Nav aria-label={words.pagesLabel}>
      <Pages>
        {page > 1 ? (
          <li>
            <Link to={newsListPath(page - 1)} rel="prev">
              <span aria-hidden="true">← </span>
              {words.newer}
            </Link>
          </li>
        ) : null}
        {numbers.map(number => (
          <li key={number}>
            <Link
              to={newsListPath(number)}
              aria-label={words.page(number)}
              aria-current={number === page ? "page" : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={newsListPath(page + 1)} rel="next">
              {words.older}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ) : null}
      </Pages>
    </Nav>
  )
}

export default NewsPagination
