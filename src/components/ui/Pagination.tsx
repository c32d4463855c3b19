import * as React from "react"
import styled from "styled-components"

import Link from "./Link"
import { pageLinksLook } from "./looks"

export type PaginationWords = {
  /** The navigation's name: "News pages". */
  label: string
  previous: string
  next: string
  /** A numbered link's name: "Page 2". */
  page: (number: number) => string
}

export type PaginationProps = {
  page: number
  pageCount: number
  /** A page's path by its number, in English ("/news/2/"). */
  pathOf: (page: number) => string
  words: PaginationWords
}

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space[6]};
`

const Pages = styled.ul`
  ${pageLinksLook}
`

/** A list's pages by number, the current one marked, with the pages before and after; for two or more. */
const Pagination = ({ page, pageCount, pathOf, words }: PaginationProps) => {
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <Nav aria-label={words.label}>
      <Pages>
        {page > 1 ? (
          <li>
            <Link to={pathOf(page - 1)} rel="prev">
              <span aria-hidden="true">← </span>
              {words.previous}
            </Link>
          </li>
        ) : null}
        {numbers.map(number => (
          <li key={number}>
            <Link
              to={pathOf(number)}
              aria-label={words.page(number)}
              aria-current={number === page ? "page" : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={pathOf(page + 1)} rel="next">
              {words.next}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ) : null}
      </Pages>
    </Nav>
  )
}

export default Pagination
