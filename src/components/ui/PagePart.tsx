import * as React from "react"
import styled from "styled-components"

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-block: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) =>
    `${theme.borderWidths.hairline} solid ${theme.colors.border}`};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

export type PagePartProps = {
  heading: string
  children: React.ReactNode
}

/**
 * One titled part of a page below a rule (a release's tracklist, lyrics and credits; a
 * section of the privacy page), named by its heading for screen readers.
 */
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
