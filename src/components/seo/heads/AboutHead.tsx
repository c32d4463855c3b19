import * as React from "react"
import type { HeadFC } from "gatsby"

import ArtistJsonLd from "../ArtistJsonLd"
import PageHead from "../PageHead"
import type { LanguageContext } from "../../../lib/languages"
import { requireData } from "../../../lib/props/requireData"

/** The head of pages/about.tsx: see deferredHead.tsx for how the browser loads it. */
const AboutHead: HeadFC<Queries.AboutPageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => (
  <PageHead
    language={pageContext.language}
    page="about"
    description={
      requireData(data.pagesJson, "data/pages.json").about.description
    }
    pathname={location.pathname}
  >
    <ArtistJsonLd />
  </PageHead>
)

export default AboutHead
