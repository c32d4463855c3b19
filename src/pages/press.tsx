import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"

import PressBios from "../components/press/PressBios"
import PressPhotos from "../components/press/PressPhotos"
import Container from "../components/ui/Container"
import { useLanguage, useStrings } from "../hooks/useLanguage"
import { builtAtOf } from "../lib/props/builtAtOf"
import { fileLink } from "../lib/props/pressKitLink"
import { requireData } from "../lib/props/requireData"
import { toPressFacts } from "../lib/props/toPressFacts"
import { toPressPhotos } from "../lib/props/toPressPhotos"
import { utcDayOf } from "../lib/releaseSchedule"
import { pressStrings } from "../strings/press"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"

const PressQuotes = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-press" */ "../components/press/PressQuotes"
    ),
)
const FactSheet = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-press" */ "../components/press/FactSheet"
    ),
)
const PressDownloads = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-press" */ "../components/press/PressDownloads"
    ),
)
const PressContacts = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-press" */ "../components/press/PressContacts"
    ),
)

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
`

const PressPage = ({ data }: PageProps<Queries.PressPageQuery>) => {
  const strings = useStrings()
  const words = pressStrings[useLanguage()]
  const page = requireData(data.pagesJson?.press, "data/pages.json › press")
  const press = requireData(data.pressJson, "data/press.json")
  const site = requireData(data.siteJson, "data/site.json")
  const kit = requireData(data.pressKit, "the press kit the build writes")
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <Sections>
        <PressBios {...press.bios} />
        <PressPhotos photos={toPressPhotos(press.photos, words)} />
        {press.quotes.length > 0 ? (
          <PressQuotes
            quotes={press.quotes.map(quote => ({
              text: quote.text,
              language: quote.language,
              ...quote.source,
            }))}
          />
        ) : null}
        <FactSheet
          facts={toPressFacts(
            {
              ...press.facts,
              genres: site.genres,
              releases: data.allReleasesJson.nodes,
              shows: data.showsInBuildYear,
              today: utcDayOf(builtAtOf(data.buildClock)),
            },
            strings,
            words,
          )}
        />
        <PressDownloads
          pressKit={fileLink(kit, strings.about.zipType, strings)}
          rider={fileLink(kit.rider, words.pdfType, strings)}
        />
        <PressContacts contacts={press.contacts} />
      </Sections>
    </Container>
  )
}

export default PressPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-press" */ "../components/seo/heads/PressHead"
    ),
)

export const query = graphql`
  query PressPage($language: Language!) {
    buildClock {
      builtAt
    }
    pressKit(language: { eq: $language }) {
      path
      size
      rider {
        path
        size
      }
    }
    pagesJson {
      press {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    siteJson {
      genres(language: $language)
    }
    pressJson {
      bios {
        short(language: $language)
        medium(language: $language)
        long(language: $language)
      }
      photos {
        alt(language: $language)
        caption(language: $language)
        credit
        licence(language: $language)
        fileSizeText(language: $language)
        image {
          base
          publicURL
          extension
          childImageSharp {
            original {
              width
              height
            }
            thumbnail: gatsbyImageData(
              width: 640
              formats: [AUTO, WEBP]
              placeholder: BLURRED
            )
            large: gatsbyImageData(
              width: 1600
              formats: [AUTO, WEBP]
              placeholder: NONE
            )
          }
        }
      }
      quotes {
        text
        language
        source {
          publication
          author
          date
          dateText(language: $language)
          url
        }
      }
      facts {
        hometown(language: $language)
        label
        forFansOf
      }
      contacts {
        role
        name
        company
        email
      }
    }
    allReleasesJson(sort: [{ releaseDate: DESC }, { slug: ASC }]) {
      nodes {
        slug
        title
        kind
        comingSoon
        releaseDate
        releaseDateText(language: $language)
      }
    }
    showsInBuildYear {
      date
      rescheduledDate
      status
    }
  }
`
