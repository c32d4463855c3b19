import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import type { LanguageContext } from "../../../lib/languages"
import { requireData } from "../../../lib/props/requireData"

const PrivacyHead: HeadFC<Queries.PrivacyPageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => {
  const privacy = requireData(data.privacyJson, "data/privacy.json")
  return (
    <PageHead
      language={pageContext.language}
      page={{ name: privacy.heading, path: "/privacy/" }}
      description={privacy.description}
      pathname={location.pathname}
    />
  )
}

export default PrivacyHead
