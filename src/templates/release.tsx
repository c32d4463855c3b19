import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"

import ReleaseDetails from "../components/music/ReleaseDetails"
import PageHead from "../components/seo/PageHead"
import ReleasesJsonLd from "../components/seo/ReleasesJsonLd"
import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { useSignupForm } from "../hooks/useSignupForm"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import type { LanguageContext } from "../lib/languages"
import { builtAtOf } from "../lib/props/builtAtOf"
import { requireData } from "../lib/props/requireData"
import { releasePageParts, toReleaseProps } from "../lib/props/toReleaseProps"
import { utcDayOf } from "../lib/releaseSchedule"
import { releaseShareImagePath } from "../lib/seo/shareImages"
import { releasePath } from "../lib/urls"
import { stringsFor } from "../strings"

/** Made by the release-pages plugin for each file in data/releases/. */
export type ReleasePageContext = LanguageContext & { slug: string }

type ReleasePageProps = PageProps<Queries.ReleasePageQuery, ReleasePageContext>

const ReleasePage = ({ data, pageContext }: ReleasePageProps) => {
  const record = requireData(
    data.releasesJson,
    `data/releases/${pageContext.slug}.json`,
  )
  const strings = useStrings()
  const signup = useSignupForm(record.signupTag)
  return (
    <Container>
      <ReleaseDetails
        release={toReleaseProps(record, {
          language: pageContext.language,
          strings,
        })}
        builtAt={builtAtOf(data.buildClock)}
        signup={signup}
      />
    </Container>
  )
}

export default ReleasePage

export const Head: HeadFC<Queries.ReleasePageQuery, ReleasePageContext> = ({
  location,
  data,
  pageContext,
}) => {
  const site = useSiteMetadata(pageContext.language)
  const strings = stringsFor(pageContext.language)
  const record = requireData(
    data.releasesJson,
    `data/releases/${pageContext.slug}.json`,
  )
  const builtAt = builtAtOf(data.buildClock)
  const release = toReleaseProps(record, {
    language: pageContext.language,
    strings,
  })
  return (
    <PageHead
      language={pageContext.language}
      page={{
        name: record.title,
        path: releasePath(record.slug),
        under: "music",
      }}
      description={strings.music.pageDescription(
        record.title,
        strings.music.kindsInSentence[record.kind],
        site.name,
        releasePageParts(release, {
          strings,
          today: utcDayOf(builtAt),
        }),
      )}
      pathname={location.pathname}
      shareImage={releaseShareImagePath(record.slug, pageContext.language)}
    >
      <ReleasesJsonLd releases={[record]} builtAt={builtAt} withTracks />
    </PageHead>
  )
}

export const query = graphql`
  query ReleasePage($slug: String!, $language: Language!) {
    buildClock {
      builtAt
    }
    releasesJson(slug: { eq: $slug }) {
      ...ReleasePageFields
      signupTag
    }
  }
`
