import * as React from "react"

import { staticPart } from "../ui/staticPart"
import type { TourYearsProps } from "./TourYears"

const TourYears = staticPart(
  () => import(/* webpackChunkName: "part-tour-years" */ "./TourYears"),
)

/** Only once a show is over: a static part is never empty. */
const StaticTourYears = (props: TourYearsProps) =>
  props.years.length > 0 ? <TourYears {...props} /> : null

export default StaticTourYears
