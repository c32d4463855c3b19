import { staticPart } from "./staticPart"

/** PageIntro as a static part (staticPart.tsx): the heading and introduction of every inner page. */
const StaticPageIntro = staticPart(
  () => import(/* webpackChunkName: "part-page-intro" */ "./PageIntro"),
)

export default StaticPageIntro
