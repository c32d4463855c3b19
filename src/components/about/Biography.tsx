import * as React from "react"
import styled from "styled-components"

import { strings } from "../../strings"
import Button from "../ui/Button"

export type BiographyProps = {
  /** From data/about.json */
  heading: string
  paragraphs: readonly string[]
}

const Section = styled.section`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.prose};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
`

const Paragraph = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** The biography and the 'Download Press Kit' button (no action yet). */
const Biography = ({ heading, paragraphs }: BiographyProps) => (
  <Section aria-labelledby="biography-heading">
    <Heading id="biography-heading">{heading}</Heading>
    {paragraphs.map(paragraph => (
      <Paragraph key={paragraph.slice(0, 40)}>{paragraph}</Paragraph>
    ))}
    <Button $variant="primary">{strings.about.pressKit}</Button>
  </Section>
)

export default Biography
