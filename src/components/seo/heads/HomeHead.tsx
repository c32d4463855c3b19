import * as React from "react"
import type { HeadFC } from "gatsby"

import ArtistJsonLd from "../ArtistJsonLd"
import Seo from "../Seo"
import type { LanguageContext } from "../../../lib/languages"
import { requireData } from "../../../lib/props/requireData"

const HomeHead: HeadFC<Queries.HomePageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => (
  <Seo
    language={pageContext.language}
    description={requireData(data.homeJson, "data/home.json").description}
    pathname={location.pathname}
  >
    <ArtistJsonLd withWebSite />
  </Seo>
)

export default HomeHead
