import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { NEW_TAB_NOTE } from "../../lib/news/newTabNote"
import { newsStrings } from "../../strings/news"
import { imageSizes } from "../../styles/imageSizes"
import PageHeading from "../ui/PageHeading"
import ResponsiveImage from "../ui/ResponsiveImage"

export type NewsArticleProps = {
  title: string
  /** YYYY-MM-DD and as the page's language writes it; `updated` only if it changed later. */
  date: string
  dateText: string
  updated?: { date: string; dateText: string }
  cover?: { image: IGatsbyImageData; alt: string }
  /** Sanitised HTML the build wrote from the post's Markdown. */
  bodyHtml: string
}

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.sizes.prose};
  padding-top: ${({ theme }) => theme.space[7]};
`

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.accentWarm};
  font-weight: 700;
`

const Cover = styled(ResponsiveImage)`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  & h2,
  & h3,
  & h4 {
    margin-top: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.text};
  }

  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  & h3,
  & h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 0.2em;
  }

  & ul,
  & ol {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
  }

  & blockquote {
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: ${({ theme }) => theme.borderWidths.accent} solid
      ${({ theme }) => theme.colors.accent};
  }

  /* Heard, not seen: the words a link to another site says after its text. */
  & [${NEW_TAB_NOTE}] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`

/** The body was sanitised by the build (src/lib/news/markdown.ts) and stays as served. */
const NewsArticle = ({
  title,
  date,
  dateText,
  updated,
  cover,
  bodyHtml,
}: NewsArticleProps) => {
  const words = newsStrings[useLanguage()]
  return (
    <Article>
      <header>
        <PageHeading>{title}</PageHeading>
        <Dates>
          <time dateTime={date}>{dateText}</time>
          {updated ? (
            <span>
              {words.updated}{" "}
              <time dateTime={updated.date}>{updated.dateText}</time>
            </span>
          ) : null}
        </Dates>
      </header>
      {cover ? (
        <Cover
          image={cover.image}
          alt={cover.alt}
          sizes={imageSizes.newsPostCover}
          loading="eager"
        />
      ) : null}
      <Body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </Article>
  )
}

export default NewsArticle
