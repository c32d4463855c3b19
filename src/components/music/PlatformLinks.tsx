import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import type { ListenLink } from "../../lib/props/toReleaseProps"
import ExternalLink from "../ui/ExternalLink"
import PlatformIcon from "./PlatformIcon"
import * as styles from "./PlatformLinks.module.css"

export type PlatformLinksProps = {
  links: readonly ListenLink[]
}

/**
 * "Listen on Spotify", "Listen on Apple Music", then every other service the release is
 * on, in data order, each in a new tab; the first stands out as the main call.
 */
const PlatformLinks = ({ links }: PlatformLinksProps) => {
  const strings = useStrings()
  return (
    <ul className={styles.list}>
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
    </ul>
  )
}

export default PlatformLinks
