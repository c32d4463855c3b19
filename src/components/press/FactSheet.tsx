import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import type { PressFact } from "../../lib/props/toPressFacts"
import { media } from "../../styles/media"
import Link from "../ui/Link"
import PressSection from "./PressSection"

export type FactSheetProps = { facts: readonly PressFact[] }

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${media.sm} {
    grid-template-columns: max-content 1fr;
  }
`

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-transform: uppercase;
`

const Description = styled.dd`
  margin: 0 0 ${({ theme }) => theme.space[2]};

  ${media.sm} {
    margin: 0;
  }

  & a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
`

const FactSheet = ({ facts }: FactSheetProps) => {
  const words = pressStrings[useLanguage()]
  return (
    <PressSection id="press-facts" heading={words.factsHeading}>
      <List>
        {facts.map(fact => (
          <React.Fragment key={fact.term}>
            <Term>{fact.term}</Term>
            <Description>
              {fact.path ? (
                <Link to={fact.path}>{fact.description}</Link>
              ) : (
                fact.description
              )}
            </Description>
          </React.Fragment>
        ))}
      </List>
    </PressSection>
  )
}

export default FactSheet
