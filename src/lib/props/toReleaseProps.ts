import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import type { Platform } from "../data/fields"
import {
  formatDuration,
  isoDuration,
  parseDuration,
  totalSeconds,
} from "../format/formatDuration"
import type { Language } from "../languages"
import { isOutOn, type ReleaseTiming } from "../releaseSchedule"
import type { Strings } from "../../strings"
import { imageDataOf } from "./imageDataOf"

export const releasePageFields = graphql`
  fragment ReleasePageFields on ReleasesJson {
    ...ReleaseFields
    presaveUrl
    releaseDateText(language: $language)
    tracks {
      featuringText(language: $language)
      lyricsLanguage
      lyrics
      translation
    }
    credits {
      writtenByText(language: $language)
      producedByText(language: $language)
      label
      more {
        role(language: $language)
        namesText(language: $language)
      }
    }
  }
`

export type ListenLink = { platform: Platform; url: string }

export type LyricsText = {
  language: Language
  label: string | null
  verses: string[][]
}

export type TrackProps = {
  position: number
  title: string
  featuring: string | null
  duration: string
  isoDuration: string
  lyrics: { original: LyricsText; translation: LyricsText | null } | null
}

export type CreditLine = { role: string; names: string }

export type ReleaseProps = ReleaseTiming & {
  slug: string
  title: string
  kindLabel: string
  description: string
  gradient: readonly string[]
  cover: IGatsbyImageData | null
  coverAlt: string
  dateLabel: string | null
  /** Spotify, Apple Music, then the others in data order; none while coming soon. */
  links: ListenLink[]
  presaveUrl: string | null
  tracks: TrackProps[]
  /** "5 tracks · 18:42 in all", null without a tracklist. */
  summary: string | null
  credits: CreditLine[]
}

export const versesOf = (text: string): string[][] =>
  text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map(verse => verse.split("\n").map(line => line.trim()))

const lyricsOf = (
  track: NonNullable<Queries.ReleasePageFieldsFragment["tracks"]>[number],
  language: Language,
  strings: Strings,
): TrackProps["lyrics"] => {
  if (!track.lyrics || !track.lyricsLanguage) return null
  const sung: Language = track.lyricsLanguage
  // A translation is into the site's other language: shown to that language's readers.
  const translation =
    track.translation && sung !== language ? track.translation : null
  const names = strings.music.languages
  return {
    original: {
      language: sung,
      label: translation ? strings.music.original(names[sung]) : null,
      verses: versesOf(track.lyrics),
    },
    translation: translation
      ? {
          language,
          label: strings.music.translation(names[language]),
          verses: versesOf(translation),
        }
      : null,
  }
}

const linksOf = (release: Queries.ReleasePageFieldsFragment): ListenLink[] =>
  [
    { platform: "spotify" as const, url: release.spotifyUrl },
    { platform: "appleMusic" as const, url: release.appleMusicUrl },
    ...(release.platforms ?? []),
  ].flatMap(({ platform, url }) => (url ? [{ platform, url }] : []))

const creditsOf = (
  credits: Queries.ReleasePageFieldsFragment["credits"],
  strings: Strings,
): CreditLine[] =>
  [
    { role: strings.music.writtenBy, names: credits?.writtenByText },
    { role: strings.music.producedBy, names: credits?.producedByText },
    ...(credits?.more ?? []).map(line => ({
      role: line.role,
      names: line.namesText,
    })),
    { role: strings.music.label, names: credits?.label },
  ].filter((line): line is CreditLine => Boolean(line.names))

/** Days and name lists come written by the build (`…Text` fields): the browser's Intl may differ. */
export const toReleaseProps = (
  release: Queries.ReleasePageFieldsFragment,
  context: { language: Language; strings: Strings },
): ReleaseProps => {
  const { language, strings } = context
  const tracks = (release.tracks ?? []).map((track, index): TrackProps => ({
    position: index + 1,
    title: track.title,
    featuring: track.featuringText
      ? strings.music.featuring(track.featuringText)
      : null,
    duration: track.duration,
    isoDuration: isoDuration(parseDuration(track.duration)),
    lyrics: lyricsOf(track, language, strings),
  }))
  return {
    slug: release.slug,
    title: release.title,
    comingSoon: release.comingSoon,
    releaseDate: release.releaseDate,
    kindLabel: strings.music.kinds[release.kind],
    description: release.description,
    gradient: release.gradient,
    cover: imageDataOf(release.cover),
    coverAlt: release.coverAlt ?? "",
    dateLabel: release.releaseDateText,
    links: release.comingSoon ? [] : linksOf(release),
    presaveUrl: release.presaveUrl,
    tracks,
    summary:
      tracks.length > 0
        ? [
            strings.music.trackCount(tracks.length),
            strings.music.totalTime(
              formatDuration(totalSeconds(tracks.map(track => track.duration))),
            ),
          ].join(strings.separator)
        : null,
    credits: creditsOf(release.credits, strings),
  }
}

export const releasePageParts = (
  release: ReleaseProps,
  context: { strings: Strings; today: string },
): string => {
  const words = context.strings.music.pageParts
  const out = isOutOn(release, context.today)
  const parts = [
    ...(release.tracks.length > 0 ? [words.tracklist] : []),
    ...(release.tracks.some(track => track.lyrics) ? [words.lyrics] : []),
    ...(release.credits.length > 0 ? [words.credits] : []),
    ...(out
      ? [words.listen]
      : [
          ...(release.dateLabel ? [words.comingOut] : []),
          ...(release.presaveUrl ? [words.presave] : []),
        ]),
  ]
  // Interface words, joined by the strings' own rule: no Intl in the page's Head either.
  if (parts.length < 3) return parts.join(words.between.two)
  return `${parts.slice(0, -1).join(", ")}${words.between.last}${parts.at(-1)}`
}
