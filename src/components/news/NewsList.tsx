import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { newsPostPath } from "../../lib/urls"
import { newsStrings } from "../../strings/news"
import { imageSizes } from "../../styles/imageSizes"
import { media } from "../../styles/media"
import Card from "../ui/Card"
import Link from "../ui/Link"
import { cardListLook } from "../ui/looks"
import { Muted } from "../ui/lines"
import ResponsiveImage from "../ui/ResponsiveImage"
import type { NewsSummary } from "./newsSummary"

export type NewsListProps = {
  posts: readonly NewsSummary[]
  /** The heading level of each post's title: h2 on the list, h3 under the home page's heading. */
  titleLevel?: "h2" | "h3"
}

const List = styled.ol`
  ${cardListLook}

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Post = styled(Card)`
  position: relative;
  height: 100%;
  padding: 0;
  overflow: hidden;
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
`

const Day = styled.time`
  color: ${({ theme }) => theme.colors.accentWarm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`

/** The title's link covers the card, so the whole card leads to the post. */
const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.heading};

  & a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  & a::after {
    content: "";
    position: absolute;
    inset: 0;
  }

  & a:hover {
    text-decoration: underline;
  }
`

const NewsList = ({ posts, titleLevel = "h2" }: NewsListProps) => {
  const words = newsStrings[useLanguage()]
  if (posts.length === 0) return <p>{words.nothingYet}</p>
  return (
    <List>
      {posts.map(post => (
        <li key={post.slug}>
          <Post>
            {post.cover ? (
              <ResponsiveImage
                image={post.cover.image}
                alt={post.cover.alt}
                sizes={imageSizes.newsCover}
                loading="lazy"
              />
            ) : null}
            <Text>
              <Day dateTime={post.date}>{post.dateText}</Day>
              <Title as={titleLevel}>
                <Link to={newsPostPath(post.slug)}>{post.title}</Link>
              </Title>
              <Muted>{post.summary}</Muted>
            </Text>
          </Post>
        </li>
      ))}
    </List>
  )
}

export default NewsList
