import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"

import PageHead from "../components/seo/PageHead"
import ShowsJsonLd from "../components/seo/ShowsJsonLd"
import ShowDetails from "../components/tour/ShowDetails"
import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { useSignupForm } from "../hooks/useSignupForm"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { builtAtOf } from "../lib/props/builtAtOf"
import { localizePath, type LanguageContext } from "../lib/languages"
import { requireData } from "../lib/props/requireData"
import { showShareImagePath } from "../lib/seo/shareImages"
import { showCalendarPath, showPath } from "../lib/urls"
import { slugify } from "../lib/data/slugify"
import { toShowProps } from "../lib/props/toShowProps"
import { stringsFor } from "../strings"

/** Made by the show-pages plugin for each file in data/shows/. */
export type ShowPageContext = LanguageContext & { slug: string }

type ShowPageProps = PageProps<Queries.ShowPageQuery, ShowPageContext>

const ShowPage = ({ data, pageContext }: ShowPageProps) => {
  const record = requireData(
    data.showsJson,
    `data/shows/${pageContext.slug}.json`,
  )
  const site = useSiteMetadata()
  const strings = useStrings()
  const signup = useSignupForm(record.signupTag)
  const show = toShowProps(record, strings)
  const calendarPath = localizePath(
    showCalendarPath(record.slug, slugify(site.name)),
    pageContext.language,
  )
  return (
    <Container>
      <ShowDetails
        show={show}
        artist={site.name}
        streetAddress={record.streetAddress}
        postalCode={record.postalCode}
        calendar={{
          path: calendarPath,
          fileName: calendarPath.slice(calendarPath.lastIndexOf("/") + 1),
        }}
        builtAt={builtAtOf(data.buildClock)}
        siteTicketsUrl={site.ticketsUrl}
        signup={signup}
      />
    </Container>
  )
}

export default ShowPage

export const Head: HeadFC<Queries.ShowPageQuery, ShowPageContext> = ({
  location,
  data,
  pageContext,
}) => {
  const site = useSiteMetadata(pageContext.language)
  const strings = stringsFor(pageContext.language)
  const record = requireData(
    data.showsJson,
    `data/shows/${pageContext.slug}.json`,
  )
  const show = toShowProps(record, strings)
  return (
    <PageHead
      language={pageContext.language}
      page={{
        name: strings.tour.pageTitle(show.city, show.dateLabel),
        path: showPath(record.slug),
        under: "tour",
      }}
      description={strings.tour.pageDescription(
        site.name,
        show.venue,
        show.city,
        show.dateLabel,
      )}
      pathname={location.pathname}
      shareImage={showShareImagePath(record.slug, pageContext.language)}
    >
      <ShowsJsonLd shows={[record]} builtAt={builtAtOf(data.buildClock)} />
    </PageHead>
  )
}

export const query = graphql`
  query ShowPage($slug: String!, $language: Language!) {
    buildClock {
      builtAt
    }
    showsJson(slug: { eq: $slug }) {
      ...ShowFields
      signupTag
    }
  }
`
