import * as React from "react"
import styled from "styled-components"

import SectionHeading from "./SectionHeading"

export type PagePartProps = {
  heading: string
  children: React.ReactNode
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-block: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.borderWidths.hairline} solid
    ${({ theme }) => theme.colors.border};
`

const Heading = styled(SectionHeading)`
  letter-spacing: 0.04em;
`

const PagePart = ({ heading, children }: PagePartProps) => {
  const headingId = React.useId()
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </Section>
  )
}

export default PagePart
