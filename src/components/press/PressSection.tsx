import * as React from "react"
import styled from "styled-components"

import SectionHeading from "../ui/SectionHeading"

export type PressSectionProps = {
  /** The heading's id, which names the section for screen readers. */
  id: string
  heading: string
  children: React.ReactNode
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

/** One section of the press page: a region named by its heading, its content under it. */
const PressSection = ({ id, heading, children }: PressSectionProps) => (
  <Section aria-labelledby={id}>
    <SectionHeading id={id}>{heading}</SectionHeading>
    {children}
  </Section>
)

export default PressSection
