import * as React from "react"
import type { HeadFC } from "gatsby"

import PageHead from "../PageHead"
import type { LanguageContext } from "../../../lib/languages"
import { requireData } from "../../../lib/props/requireData"

/** The head of pages/contact.tsx: see deferredHead.tsx for how the browser loads it. */
const ContactHead: HeadFC<Queries.ContactPageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => (
  <PageHead
    language={pageContext.language}
    page="contact"
    description={
      requireData(data.pagesJson, "data/pages.json").contact.description
    }
    pathname={location.pathname}
  />
)

export default ContactHead
