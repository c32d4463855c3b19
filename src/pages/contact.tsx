import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"

import ContactForm from "../components/contact/ContactForm"
import Notices from "../components/layout/Notices"
import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { pressKitLink } from "../lib/props/pressKitLink"
import { requireData } from "../lib/props/requireData"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"

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

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-contact" */ "../components/seo/heads/ContactHead"
    ),
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
