import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { PressKitLink } from "../../lib/props/pressKitLink"
import ActionLink from "../ui/ActionLink"
import DownloadLink from "../ui/DownloadLink"

export type BiographyProps = {
  /** From data/about.json */
  heading: string
  paragraphs: readonly string[]
  /** The press kit the build made; without one (never in a build) the button waits. */
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

/** The biography and 'Download Press Kit', with the file's type and size. */
const Biography = ({ heading, paragraphs, pressKit }: BiographyProps) => {
  const strings = useStrings()
  return (
    <Section aria-labelledby="biography-heading">
      <Heading id="biography-heading">{heading}</Heading>
      {paragraphs.map(paragraph => (
        <Paragraph key={paragraph.slice(0, 40)}>{paragraph}</Paragraph>
      ))}
      {pressKit ? (
        <DownloadLink
          href={pressKit.href}
          fileName={pressKit.fileName}
          facts={pressKit.facts}
          variant="primary"
        >
          {strings.about.pressKit}
        </DownloadLink>
      ) : (
        <ActionLink variant="primary">{strings.about.pressKit}</ActionLink>
      )}
    </Section>
  )
}

export default Biography
