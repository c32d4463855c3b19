import * as React from "react"
import styled from "styled-components"

import { media } from "../../styles/media"
import { cardListLook } from "../ui/looks"
import SectionHeading from "../ui/SectionHeading"

export type PressSectionProps = {
  id: string
  heading: string
  children: React.ReactNode
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

export const CardList = styled.ul`
  ${cardListLook}

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const PressSection = ({ id, heading, children }: PressSectionProps) => (
  <Section aria-labelledby={id}>
    <SectionHeading id={id}>{heading}</SectionHeading>
    {children}
  </Section>
)

export default PressSection
