import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import Container from "../components/ui/Container"
import { useLanguage } from "../hooks/useLanguage"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { requireData } from "../lib/props/requireData"
import { SIGNUP_SERVICE_FACTS } from "../lib/signup/signupServices"
import { countingFactsOf } from "../lib/analytics/analyticsServices"
import { privacyStrings } from "../strings/privacy"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"

const PrivacySections = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-privacy-sections" */ "../components/privacy/PrivacySections"
    ),
)

const PrivacyPage = ({ data }: PageProps<Queries.PrivacyPageQuery>) => {
  const privacy = requireData(data.privacyJson, "data/privacy.json")
  const site = useSiteMetadata()
  const language = useLanguage()
  const service =
    site.mailingList && SIGNUP_SERVICE_FACTS[site.mailingList.service]
  return (
    <Container>
      <PageIntro heading={privacy.heading} intro={privacy.intro} />
      <PrivacySections
        updated={{
          day: privacy.updated,
          label: privacy.updatedText,
        }}
        sections={privacy.sections}
        mailingList={service}
        contactFormHost={
          site.formEndpoint ? new URL(site.formEndpoint).host : undefined
        }
        counting={countingFactsOf(__COUNTER__)}
        pressEmail={site.pressEmail}
        words={privacyStrings[language]}
      />
    </Container>
  )
}

export default PrivacyPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-privacy" */ "../components/seo/heads/PrivacyHead"
    ),
)

export const query = graphql`
  query PrivacyPage($language: Language!) {
    privacyJson {
      heading(language: $language)
      intro(language: $language)
      description(language: $language)
      updated
      updatedText(language: $language)
      sections {
        heading(language: $language)
        paragraphs(language: $language)
      }
    }
  }
`
