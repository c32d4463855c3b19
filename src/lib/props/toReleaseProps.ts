import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

import type { Platform } from "../data/fields"
import { formatLongDate } from "../format/formatDate"
import {
  formatDuration,
  isoDuration,
  parseDuration,
  totalSeconds,
} from "../format/formatDuration"
import { listFormat } from "../format/intlFormats"
import type { Language } from "../languages"
import { isOutOn, type ReleaseTiming } from "../releaseSchedule"
import type { Strings } from "../../strings"
import { imageDataOf } from "./imageDataOf"

export const releasePageFields = graphql`
  fragment ReleasePageFields on ReleasesJson {
    ...ReleaseFields
    presaveUrl
    tracks {
      featuring
      lyricsLanguage
      lyrics
      translation
    }
    credits {
      writtenBy
      producedBy
      label
      more {
        role(language: $language)
        names
      }
    }
  }
`

/** A link to the release on one service. */
export type ListenLink = { platform: Platform; url: string }

/** Words sung or translated, verse by verse, each verse a list of lines. */
export type LyricsText = {
  language: Language
  /** Names the text when a translation stands beside it: "Original (Spanish)". */
  label: string | null
  verses: string[][]
}

export type TrackProps = {
  /** 1 for the first track. */
  position: number
  title: string
  /** "feat. Luna Vega and DJ Alba" */
  featuring: string | null
  /** "3:25" and "PT3M25S" */
  duration: string
  isoDuration: string
  lyrics: { original: LyricsText; translation: LyricsText | null } | null
}

export type CreditLine = { role: string; names: string }

/** A release's page, ready to show: every text written in the page's language. */
export type ReleaseProps = ReleaseTiming & {
  slug: string
  title: string
  /** "EP" */
  kindLabel: string
  description: string
  gradient: readonly string[]
  cover: IGatsbyImageData | null
  coverAlt: string
  /** The release day written out ("Friday, March 5, 2027"), when data gives one. */
  dateLabel: string | null
  /** Spotify, Apple Music, then the other services in data order; none while coming soon. */
  links: ListenLink[]
  presaveUrl: string | null
  tracks: TrackProps[]
  /** "5 tracks · 18:42 in all", null without a tracklist. */
  summary: string | null
  credits: CreditLine[]
}

/** Verses split on blank lines, lines on line breaks, blanks around them dropped. */
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

const linksOf = (release: Queries.ReleasePageFieldsFragment): ListenLink[] => [
  ...(release.spotifyUrl
    ? [{ platform: "spotify" as const, url: release.spotifyUrl }]
    : []),
  ...(release.appleMusicUrl
    ? [{ platform: "appleMusic" as const, url: release.appleMusicUrl }]
    : []),
  ...(release.platforms ?? []).map(({ platform, url }) => ({ platform, url })),
]

const creditsOf = (
  credits: Queries.ReleasePageFieldsFragment["credits"],
  locale: string,
  strings: Strings,
): CreditLine[] => {
  if (!credits) return []
  const names = (list: readonly string[]) =>
    listFormat(locale, { type: "conjunction" }).format(list)
  return [
    ...(credits.writtenBy
      ? [{ role: strings.music.writtenBy, names: names(credits.writtenBy) }]
      : []),
    ...(credits.producedBy
      ? [{ role: strings.music.producedBy, names: names(credits.producedBy) }]
      : []),
    ...(credits.more ?? []).map(line => ({
      role: line.role,
      names: names(line.names),
    })),
    ...(credits.label
      ? [{ role: strings.music.label, names: credits.label }]
      : []),
  ]
}

/** Maps a release (a file in data/releases/) to what its page shows. */
export const toReleaseProps = (
  release: Queries.ReleasePageFieldsFragment,
  context: { locale: string; language: Language; strings: Strings },
): ReleaseProps => {
  const { locale, language, strings } = context
  const tracks = (release.tracks ?? []).map((track, index): TrackProps => ({
    position: index + 1,
    title: track.title,
    featuring: track.featuring
      ? strings.music.featuring(
          listFormat(locale, { type: "conjunction" }).format(track.featuring),
        )
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
    dateLabel: release.releaseDate
      ? formatLongDate(release.releaseDate, locale)
      : null,
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
    credits: creditsOf(release.credits, locale, strings),
  }
}

/**
 * What a release's page holds, in words, for its description in search results: only
 * what this page shows ("tracklist, lyrics, credits and where to listen").
 */
export const releasePageParts = (
  release: ReleaseProps,
  context: { locale: string; strings: Strings; today: string },
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
  return listFormat(context.locale, { type: "conjunction" }).format(parts)
}
