import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import AboutColumns from "../components/about/AboutColumns"
import Container from "../components/ui/Container"
import { useStrings } from "../hooks/useLanguage"
import { imageDataOf } from "../lib/props/imageDataOf"
import { pressKitLink } from "../lib/props/pressKitLink"
import { requireData } from "../lib/props/requireData"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"
import PageIntro from "../components/ui/StaticPageIntro"

const ArtistPortrait = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-artist-portrait" */ "../components/about/ArtistPortrait"
    ),
)
const Biography = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-biography" */ "../components/about/Biography"
    ),
)
const PullQuote = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-pull-quote" */ "../components/about/PullQuote"
    ),
)

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => {
  const strings = useStrings()
  const page = requireData(data.pagesJson?.about, "data/pages.json › about")
  const about = requireData(data.aboutJson, "data/about.json")
  const photo = requireData(
    imageDataOf(about.photo),
    "data/about.json › photo (an image file)",
  )
  return (
    <Container>
      <PageIntro heading={page.heading} intro={page.intro} />
      <AboutColumns>
        <Biography
          heading={about.heading}
          paragraphs={about.paragraphs}
          pressKit={pressKitLink(data.pressKit, strings)}
        />
        <ArtistPortrait image={photo} alt={about.photoAlt} />
      </AboutColumns>
      <PullQuote {...about.quote} />
    </Container>
  )
}

export default AboutPage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-about" */ "../components/seo/heads/AboutHead"
    ),
)

export const query = graphql`
  query AboutPage($language: Language!) {
    pressKit(language: { eq: $language }) {
      path
      size
    }
    pagesJson {
      about {
        heading(language: $language)
        intro(language: $language)
        description(language: $language)
      }
    }
    aboutJson {
      heading(language: $language)
      paragraphs(language: $language)
      photoAlt(language: $language)
      photo {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 0.8
            formats: [AUTO, WEBP]
            placeholder: BLURRED
          )
        }
      }
      quote {
        text(language: $language)
        attribution
      }
    }
  }
`
