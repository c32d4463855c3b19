import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import ReleaseDetails from "../components/music/ReleaseDetails"
import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { useSignupForm } from "../hooks/useSignupForm"
import { requireData } from "../lib/props/requireData"
import { toReleaseProps } from "../lib/props/toReleaseProps"
import { deferredHead } from "../components/seo/deferredHead"
import { staticPart } from "../components/ui/staticPart"
import type { ReleasePageContext } from "./pageContexts"

const ReleaseSections = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-release-sections" */ "../components/music/ReleaseSections"
    ),
)

type ReleasePageProps = PageProps<Queries.ReleasePageQuery, ReleasePageContext>

const ReleasePage = ({ data, pageContext }: ReleasePageProps) => {
  const { slug, language, pageClock } = pageContext
  const record = requireData(data.releasesJson, `data/releases/${slug}.json`)
  const strings = useStrings()
  const signup = useSignupForm(record.signupTag)
  const release = toReleaseProps(record, { language, strings })
  return (
    <Container>
      <ReleaseDetails release={release} builtAt={pageClock} signup={signup} />
      <ReleaseSections release={release} />
    </Container>
  )
}

export default ReleasePage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-release" */ "../components/seo/heads/ReleaseHead"
    ),
)

export const query = graphql`
  query ReleasePage($slug: String!, $language: Language!) {
    releasesJson(slug: { eq: $slug }) {
      ...ReleasePageFields
      signupTag
    }
  }
`
