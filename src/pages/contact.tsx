import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"

import ContactForm from "../components/contact/ContactForm"
import Notices from "../components/layout/Notices"
import PageHead from "../components/seo/PageHead"
import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import type { LanguageContext } from "../lib/languages"
import { pressKitLink } from "../lib/props/pressKitLink"
import { requireData } from "../lib/props/requireData"
import { staticPart } from "../components/ui/staticPart"

const PageIntro = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-page-intro" */ "../components/ui/PageIntro"
    ),
)
const ContactCards = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-contact-cards" */ "../components/contact/ContactCards"
    ),
)

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => {
  const page = requireData(data.pagesJson?.contact, "data/pages.json › contact")
  const contact = requireData(data.contactJson, "data/contact.json")
  const { pressEmail } = useSiteMetadata()
  const strings = useStrings()
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <Stack>
        <ContactCards
          fans={contact.fans}
          media={contact.media}
          pressEmail={pressEmail}
          pressKit={pressKitLink(data.pressKit, strings)}
        />
        <ContactForm
          endpoint={contact.formEndpoint ?? undefined}
          pressEmail={pressEmail}
        />
      </Stack>
      <Notices />
    </Container>
  )
}

export default ContactPage

export const Head: HeadFC<Queries.ContactPageQuery, LanguageContext> = ({
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

export const query = graphql`
  query ContactPage($language: Language!) {
    pressKit(language: { eq: $language }) {
      path
      size
    }
    pagesJson {
      contact {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    contactJson {
      fans {
        title(language: $language)
        body(language: $language)
      }
      media {
        title(language: $language)
        body(language: $language)
      }
      formEndpoint
    }
  }
`
