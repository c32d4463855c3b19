import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { ListenLink } from "../../lib/props/toReleaseProps"
import ExternalLink from "../ui/ExternalLink"
import { unstyledListLook } from "../ui/looks"
import PlatformIcon from "./PlatformIcon"

export type PlatformLinksProps = {
  links: readonly ListenLink[]
}

const List = styled.ul`
  ${unstyledListLook}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
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
