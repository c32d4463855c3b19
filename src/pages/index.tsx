import * as React from "react"
import { graphql, type PageProps } from "gatsby"

import InfoCards from "../components/home/InfoCards"
import { useSignupForm } from "../hooks/useSignupForm"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { pickLatestSingle } from "../lib/props/pickLatestSingle"
import { builtAtOf } from "../lib/props/builtAtOf"
import { requireData } from "../lib/props/requireData"
import { utcDayOf } from "../lib/releaseSchedule"
import { publishedPosts } from "../lib/news/newsPlan"
import { toNewsSummary } from "../lib/props/toNewsSummary"
import { useLanguage } from "../hooks/useLanguage"
import { staticPart } from "../components/ui/staticPart"
import { deferredHead } from "../components/seo/deferredHead"

const Hero = staticPart(
  () => import(/* webpackChunkName: "part-hero" */ "../components/home/Hero"),
)

const LatestNews = staticPart(
  () =>
    import(
      /* webpackChunkName: "part-latest-news" */ "../components/home/LatestNews"
    ),
)

const LATEST_POSTS = 3

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const home = requireData(data.homeJson, "data/home.json")
  const { streaming } = useSiteMetadata()
  const signup = useSignupForm()
  const language = useLanguage()
  const today = utcDayOf(builtAtOf(data.buildClock))
  return (
    <>
      <Hero headline={home.headline} blurb={home.blurb} {...streaming} />
      <InfoCards
        latest={pickLatestSingle(data.allReleasesJson.nodes, today)}
        streams={home.streams}
        join={home.join}
        signup={signup}
      />
      <LatestNews
        posts={publishedPosts(data.allNewsJson.nodes, today)
          .flatMap(post => toNewsSummary(post, language))
          .slice(0, LATEST_POSTS)}
      />
    </>
  )
}

export default HomePage

export const Head = deferredHead(
  () =>
    import(
      /* webpackChunkName: "head-home" */ "../components/seo/heads/HomeHead"
    ),
)

export const query = graphql`
  query HomePage($language: Language!) {
    buildClock {
      builtAt
    }
    homeJson {
      description(language: $language)
      headline(language: $language)
      blurb(language: $language)
      streams {
        title(language: $language)
        body(language: $language)
      }
      join {
        title(language: $language)
        body(language: $language)
      }
    }
    # The newest posts, enough to find three published in the page's language.
    allNewsJson(sort: [{ date: DESC }, { slug: ASC }], limit: 24) {
      nodes {
        ...NewsSummary
      }
    }
    allReleasesJson(sort: [{ releaseDate: DESC }, { slug: ASC }]) {
      nodes {
        title
        kind
        comingSoon
        releaseDate
        description(language: $language)
      }
    }
  }
`
