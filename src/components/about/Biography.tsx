import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { PressKitLink } from "../../lib/props/pressKitLink"
import ActionLink from "../ui/ActionLink"
import DownloadLink from "../ui/DownloadLink"
import { StrongLink } from "../ui/Link"

export type BiographyProps = {
  heading: string
  paragraphs: readonly string[]
  /** Without one (never in a build) the button waits. */
  pressKit?: PressKitLink
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`

const Biography = ({ heading, paragraphs, pressKit }: BiographyProps) => {
  const strings = useStrings()
  return (
    <Section aria-labelledby="biography-heading">
      <Heading id="biography-heading">{heading}</Heading>
      {paragraphs.map(paragraph => (
        <Paragraph key={paragraph.slice(0, 40)}>{paragraph}</Paragraph>
      ))}
      <Actions>
        {pressKit ? (
          <DownloadLink {...pressKit} variant="primary">
            {strings.about.pressKit}
          </DownloadLink>
        ) : (
          <ActionLink variant="primary">{strings.about.pressKit}</ActionLink>
        )}
        <StrongLink to="/press/">{strings.about.pressPage}</StrongLink>
      </Actions>
    </Section>
  )
}

export default Biography
