import * as React from "react"

import type { PaginationProps } from "./Pagination"
import { staticPart } from "./staticPart"

const Pagination = staticPart(
  () => import(/* webpackChunkName: "part-pagination" */ "./Pagination"),
)

/** Only a list of two pages or more has them: a static part is never empty. */
const StaticPagination = (props: PaginationProps) =>
  props.pageCount > 1 ? <Pagination {...props} /> : null

export default StaticPagination
