import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import type { PressContact } from "../../lib/props/pressContact"
import { media } from "../../styles/media"
import Card from "../ui/Card"
import { cardListLook } from "../ui/looks"
import PressSection from "./PressSection"

export type PressContactsProps = { contacts: readonly PressContact[] }

const List = styled.ul`
  ${cardListLook}

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Contact = styled(Card)`
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
`

const Role = styled.h3`
  color: ${({ theme }) => theme.colors.accentWarm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-transform: uppercase;
`

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Email = styled.a`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  overflow-wrap: anywhere;
  text-underline-offset: 0.2em;
`

const PressContacts = ({ contacts }: PressContactsProps) => {
  const words = pressStrings[useLanguage()]
  return (
    <PressSection id="press-contacts" heading={words.contactsHeading}>
      <List>
        {contacts.map(contact => (
          <li key={contact.role}>
            <Contact>
              <Role>{words.roles[contact.role]}</Role>
              <p>{contact.name}</p>
              {contact.company ? <Muted>{contact.company}</Muted> : null}
              <p>
                <Email href={`mailto:${contact.email}`}>{contact.email}</Email>
              </p>
            </Contact>
          </li>
        ))}
      </List>
    </PressSection>
  )
}

export default PressContacts
