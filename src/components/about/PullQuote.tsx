import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { quoteBoxLook, displayFaceLook } from "../ui/looks"

export type PullQuoteProps = {
  text: string
  attribution: string
}

const Figure = styled.figure`
  ${quoteBoxLook}
  padding: ${({ theme }) => theme.space[6]};
`

const Quote = styled.blockquote`
  ${displayFaceLook}
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.heading};
`

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.colors.accentWarm};
  font-weight: 700;
`

const PullQuote = ({ text, attribution }: PullQuoteProps) => {
  const strings = useStrings()
  return (
    <Figure>
      <Quote>
        <p>{strings.about.quoted(text)}</p>
      </Quote>
      <Caption>{strings.about.attributed(attribution)}</Caption>
    </Figure>
  )
}

export default PullQuote
