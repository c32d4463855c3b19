import * as React from "react"
import styled from "styled-components"

import { useLanguage, useStrings } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import type { Language } from "../../lib/languages"
import ExternalLink from "../ui/ExternalLink"
import { quoteBoxLook } from "../ui/looks"
import PressSection, { CardList } from "./PressSection"

export type PressQuote = {
  text: string
  /** The language it was written in, which may not be the page's. */
  language: Language
  publication: string
  author?: string | null
  dateText?: string | null
  /** YYYY-MM-DD, for the `<time>` element. */
  date?: string | null
  url?: string | null
}

export type PressQuotesProps = { quotes: readonly PressQuote[] }

const Figure = styled.figure`
  ${quoteBoxLook}
  align-content: space-between;
  height: 100%;
`

const Quote = styled.blockquote`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
`

const Source = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & cite {
    color: ${({ theme }) => theme.colors.accentWarm};
    font-style: normal;
    font-weight: 700;
  }
`

/** A quote in another language than the page's is marked, so screen readers speak it right. */
const PressQuotes = ({ quotes }: PressQuotesProps) => {
  const strings = useStrings()
  const language = useLanguage()
  const words = pressStrings[language]
  return (
    <PressSection id="press-quotes" heading={words.quotesHeading}>
      <CardList>
        {quotes.map(quote => (
          <li key={quote.text.slice(0, 40)}>
            <Figure>
              <Quote
                cite={quote.url ?? undefined}
                lang={quote.language === language ? undefined : quote.language}
              >
                <p>{strings.about.quoted(quote.text)}</p>
              </Quote>
              <Source>
                {"— "}
                <cite>
                  {quote.url ? (
                    <ExternalLink href={quote.url}>
                      {quote.publication}
                    </ExternalLink>
                  ) : (
                    quote.publication
                  )}
                </cite>
                {quote.author ? `, ${quote.author}` : null}
                {quote.date && quote.dateText ? (
                  <>
                    {", "}
                    <time dateTime={quote.date}>{quote.dateText}</time>
                  </>
                ) : null}
              </Source>
            </Figure>
          </li>
        ))}
      </CardList>
    </PressSection>
  )
}

export default PressQuotes
