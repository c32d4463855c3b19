import { staticPart } from "./staticPart"

const StaticPageIntro = staticPart(
  () => import(/* webpackChunkName: "part-page-intro" */ "./PageIntro"),
)

export default StaticPageIntro
