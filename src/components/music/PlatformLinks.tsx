import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import type { ListenLink } from "../../lib/props/toReleaseProps"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import ExternalLink from "../ui/ExternalLink"
import { unstyledListLook } from "../ui/looks"
import PlatformIcon from "./PlatformIcon"

export type PlatformLinksProps = {
  links: readonly ListenLink[]
  /** The release's slug, which a click counts. */
  release: string
}

const List = styled.ul`
  ${unstyledListLook}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`

const PlatformLinks = ({ links, release }: PlatformLinksProps) => {
  const strings = useStrings()
  return (
    <List>
      {links.map((link, index) => (
        <li key={link.platform}>
          <ExternalLink
            href={link.url}
            variant={index === 0 ? "primary" : "ghost"}
            count={{
              event: COUNTED_EVENTS.stream,
              props: { platform: link.platform, release },
            }}
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
