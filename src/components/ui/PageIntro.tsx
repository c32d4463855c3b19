import * as React from "react"
import styled from "styled-components"

import { media } from "../../styles/media"
import PageHeading from "./PageHeading"

export type PageIntroProps = {
  heading: string
  intro: string
}

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.prose};
  padding-block: ${({ theme }) => theme.space[7]}
    ${({ theme }) => theme.space[6]};

  ${media.md} {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const PageIntro = ({ heading, intro }: PageIntroProps) => (
  <Header>
    <PageHeading>{heading}</PageHeading>
    <Intro>{intro}</Intro>
  </Header>
)

export default PageIntro
