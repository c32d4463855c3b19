import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import type { BioLength } from "../../lib/data/fields"
import { countWords } from "../../lib/format/countWords"
import { media } from "../../styles/media"
import Card from "../ui/Card"
import CopyButton from "./CopyButton"
import PressSection from "./PressSection"

export type PressBiosProps = {
  short: string
  medium: string
  long: readonly string[]
}

const Bios = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`

const Bio = styled(Card)<{ $wide: boolean }>`
  gap: ${({ theme }) => theme.space[4]};

  ${media.lg} {
    grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};
  }
`

const BioTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`

const BioHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
`

/** The long one's paragraphs are copied a blank line apart, as a text editor keeps them. */
const PressBios = ({ short, medium, long }: PressBiosProps) => {
  const words = pressStrings[useLanguage()]
  const bios: [BioLength, readonly string[]][] = [
    ["short", [short]],
    ["medium", [medium]],
    ["long", long],
  ]
  return (
    <PressSection id="press-bios" heading={words.biosHeading}>
      <Bios>
        {bios.map(([length, paragraphs]) => {
          const name = words.bioLengths[length]
          const text = paragraphs.join("\n\n")
          const id = `press-bio-${length}`
          return (
            <Bio key={length} aria-labelledby={id} $wide={length === "long"}>
              <BioTop>
                <BioHeading id={id}>
                  {words.bioHeading(name, String(countWords(text)))}
                </BioHeading>
                <CopyButton
                  text={text}
                  label={words.copyLabel(name)}
                  notice={words.copiedNotice(name)}
                />
              </BioTop>
              <Text>
                {paragraphs.map(paragraph => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </Text>
            </Bio>
          )
        })}
      </Bios>
    </PressSection>
  )
}

export default PressBios
