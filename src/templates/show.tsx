import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import ShowDetails from "../components/tour/ShowDetails"
import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { useSignupForm } from "../hooks/useSignupForm"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { localizePath } from "../lib/languages"
import { requireData } from "../lib/props/requireData"
import { showCalendarPath } from "../lib/urls"
import { slugify } from "../lib/data/slugify"
import { toShowProps } from "../lib/props/toShowProps"
import { deferredHead } from "../components/seo/deferredHead"
import type { ShowPageContext } from "./pageContexts"

type ShowPageProps = PageProps<Queries.ShowPageQuery, ShowPageContext>

const ShowPage = ({ data, pageContext }: ShowPageProps) => {
  const { slug, language, pageClock } = pageContext
  const record = requireData(data.showsJson, `data/shows/${slug}.json`)
  const site = useSiteMetadata()
  const strings = useStrings()
  const signup = useSignupForm(record.signupTag)
  const calendarPath = localizePath(
    showCalendarPath(record.slug, slugify(site.name)),
    language,
  )
  return (
    <Container>
      <ShowDetails
        show={toShowProps(record, strings)}
        artist={site.name}
        streetAddress={record.streetAddress}
        postalCode={record.postalCode}
        calendar={{
          path: calendarPath,
          fileName: calendarPath.slice(calendarPath.lastIndexOf("/") + 1),
        }}
        builtAt={pageClock}
        siteTicketsUrl={site.ticketsUrl}
        signup={signup}
      />
    </Container>
  )
}

export default ShowPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-show" */ "../components/seo/heads/ShowHead"
    ),
)

export const query = graphql`
  query ShowPage($slug: String!, $language: Language!) {
    showsJson(slug: { eq: $slug }) {
      ...ShowFields
      signupTag
    }
  }
`
