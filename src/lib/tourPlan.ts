import {
  isOver,
  showDayOf,
  showInstants,
  type ShowTiming,
} from "./showSchedule"

const DAY_MS = 24 * 60 * 60 * 1000

/** How long a show stays on /tour/ once it is over; after that, only its year's page lists it. */
export const RECENT_PAST_DAYS = 122

/** The soonest shows /tour/'s head describes; each show's own page describes it. */
export const TOUR_LISTED_EVENTS = 10

export type TourYear = { year: number; slugs: string[] }

export type TourPlan = {
  /** /tour/: what is coming and what ended in the recent past. */
  current: string[]
  /** A page per year with a show over, the latest year first: every show of that year that is over. */
  years: TourYear[]
}

export const tourPlan = (
  shows: readonly ShowTiming[],
  now: number,
): TourPlan => {
  const recentSince = now - RECENT_PAST_DAYS * DAY_MS
  const current = shows
    .filter(show => showInstants(show).end >= recentSince)
    .map(show => show.slug)
  const years = new Map<number, string[]>()
  for (const show of shows.filter(show => isOver(show, now))) {
    const year = Number(showDayOf(show).slice(0, 4))
    years.set(year, [...(years.get(year) ?? []), show.slug])
  }
  return {
    current: current.sort(),
    years: [...years]
      .sort(([a], [b]) => b - a)
      .map(([year, slugs]) => ({ year, slugs: slugs.sort() })),
  }
}
