import type { Artist } from "../seo/jsonLd"
import { languageRoot, localizePath, type Language } from "../languages"

type SiteFacts = {
  name: string
  description: string
  siteUrl: string
  genres: readonly string[]
  pressEmail: string
  photoUrl: string
  streaming: { spotifyUrl: string; appleMusicUrl: string }
  socials: readonly { url: string }[]
}

export const toArtist = (site: SiteFacts): Artist => ({
  name: site.name,
  url: `${site.siteUrl}/`,
  description: site.description,
  image: `${site.siteUrl}${site.photoUrl}`,
  genres: site.genres,
  sameAs: [
    site.streaming.spotifyUrl,
    site.streaming.appleMusicUrl,
    ...site.socials.map(social => social.url),
  ],
  pressEmail: site.pressEmail,
})

export const toBreadcrumbs = (
  siteUrl: string,
  home: string,
  trail: readonly { name: string; path: string }[],
  language: Language,
) => [
  { name: home, url: `${siteUrl}${languageRoot(language)}` },
  ...trail.map(page => ({
    name: page.name,
    url: `${siteUrl}${localizePath(page.path, language)}`,
  })),
]
