/** A list's first page is at its own path, the next ones at /2/, /3/… (slugs have a letter). */
export const listPagePath = (listPath: string, page: number) =>
  page <= 1 ? listPath : `${listPath}${page}/`

export type ListPage = { page: number; skip: number; limit: number }

/** At least one page, so the list's own path always exists. */
export const listPagesOf = (count: number, perPage: number): ListPage[] =>
  Array.from(
    { length: Math.max(1, Math.ceil(count / perPage)) },
    (_, index) => ({ page: index + 1, skip: index * perPage, limit: perPage }),
  )

/** Enough for a phone's page to stay light at a career's size (bench/scale-results.md). */
export const RELEASES_PER_PAGE = 12
export const PRODUCTS_PER_PAGE = 24
