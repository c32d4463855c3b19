import type { IconName } from "../../components/ui/Icon"
import type { Strings } from "../../strings"
import { STREAMING_PLATFORMS } from "../data/streamingPlatforms"
import { SOCIAL_PLATFORMS } from "../data/socialPlatforms"

export type FooterLink = { icon: IconName; label: string; url: string }

type SiteLinks = {
  socials: readonly { platform: string; label: string; url: string }[]
  streaming: { spotifyUrl: string; appleMusicUrl: string }
}

export const toFooterLinks = (
  { socials, streaming }: SiteLinks,
  strings: Strings,
): FooterLink[] => [
  ...STREAMING_PLATFORMS.map(service => ({
    icon: service,
    label: strings.streaming[service],
    url: streaming[`${service}Url` as const],
  })),
  ...socials.map(({ platform, label, url }) => {
    const icon = SOCIAL_PLATFORMS.find(name => name === platform)
    if (!icon)
      throw new Error(
        `data/site.json › socials › platform: expected one of ${SOCIAL_PLATFORMS.join(", ")}, found "${platform}"`,
      )
    return { icon, label, url }
  }),
]
