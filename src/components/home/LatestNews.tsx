import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { newsStrings } from "../../strings/news"
import NewsList from "../news/NewsList"
import type { NewsSummary } from "../news/newsSummary"
import Container from "../ui/Container"
import { StrongLink } from "../ui/Link"
import SectionHeading from "../ui/SectionHeading"

export type LatestNewsProps = {
  posts: readonly NewsSummary[]
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[7]};
`

const AllNews = styled(StrongLink)`
  justify-self: start;
`

const LatestNews = ({ posts }: LatestNewsProps) => {
  const words = newsStrings[useLanguage()]
  if (posts.length === 0) return null
  return (
    <Container>
      <Section aria-labelledby="latest-news">
        <SectionHeading id="latest-news">{words.latestHeading}</SectionHeading>
        <NewsList posts={posts} titleLevel="h3" />
        <AllNews to="/news/">
          {words.allNews}
          <span aria-hidden="true"> →</span>
        </AllNews>
      </Section>
    </Container>
  )
}

export default LatestNews
