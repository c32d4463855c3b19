import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { ListenLink } from "../../lib/props/toReleaseProps"
import ExternalLink from "../ui/ExternalLink"
import PlatformIcon from "./PlatformIcon"

export type PlatformLinksProps = {
  links: readonly ListenLink[]
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const PlatformLinks = ({ links }: PlatformLinksProps) => {
  const strings = useStrings()
  return (
    <List>
      {links.map((link, index) => (
        <li key={link.platform}>
          <ExternalLink
            href={link.url}
            variant={index === 0 ? "primary" : "ghost"}
          >
            <PlatformIcon platform={link.platform} />
            {strings.streaming.listenOn(strings.streaming[link.platform])}
          </ExternalLink>
        </li>
      ))}
    </List>
  )
}

export default PlatformLinks
