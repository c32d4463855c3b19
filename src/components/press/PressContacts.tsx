import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import type { PressContact } from "../../lib/props/pressContact"
import Card from "../ui/Card"
import { Muted } from "../ui/lines"
import PressSection, { CardList } from "./PressSection"

export type PressContactsProps = { contacts: readonly PressContact[] }

const Contact = styled(Card)`
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
`

const Role = styled.h3`
  color: ${({ theme }) => theme.colors.accentWarm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-transform: uppercase;
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
      <CardList>
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
      </CardList>
    </PressSection>
  )
}

export default PressContacts
