import * as React from "react"
import styled from "styled-components"

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

const PressSection = ({ id, heading, children }: PressSectionProps) => (
  <Section aria-labelledby={id}>
    <SectionHeading id={id}>{heading}</SectionHeading>
    {children}
  </Section>
)

export default PressSection
