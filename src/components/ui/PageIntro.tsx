import * as React from "react"
import styled from "styled-components"

import { mq } from "../../styles/media"

export type PageIntroProps = {
  /** From data/pages.json */
  heading: string
  intro: string
}

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.prose};
  padding-block: ${({ theme }) => `${theme.space[7]} ${theme.space[6]}`};

  ${mq.md} {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-transform: uppercase;
`

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** The heading and short introduction at the top of every inner page. */
const PageIntro = ({ heading, intro }: PageIntroProps) => (
  <Header>
    <Heading>{heading}</Heading>
    <Intro>{intro}</Intro>
  </Header>
)

export default PageIntro
