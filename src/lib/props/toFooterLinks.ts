import type { IconName } from "../../components/ui/Icon"
import type { Strings } from "../../strings"

export type FooterLink = { icon: IconName; label: string; url: string }

const SOCIAL_ICONS: readonly IconName[] = ["instagram", "tiktok", "youtube"]

type SiteLinks = {
  socials: readonly { platform: string; label: string; url: string }[]
  streaming: { spotifyUrl: string; appleMusicUrl: string }
}

export const toFooterLinks = (
  { socials, streaming }: SiteLinks,
  strings: Strings,
): FooterLink[] => [
  {
    icon: "spotify",
    label: strings.streaming.spotify,
    url: streaming.spotifyUrl,
  },
  {
    icon: "appleMusic",
    label: strings.streaming.appleMusic,
    url: streaming.appleMusicUrl,
  },
  ...socials.map(({ platform, label, url }) => {
    const icon = SOCIAL_ICONS.find(name => name === platform)
    if (!icon)
      throw new Error(
        `data/site.json › socials › platform: expected one of ${SOCIAL_ICONS.join(", ")}, found "${platform}"`,
      )
    return { icon, label, url }
  }),
]
