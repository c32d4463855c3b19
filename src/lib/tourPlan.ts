import {
  showDayOf,
  showInstants,
  splitShows,
  type ShowTiming,
} from "./showSchedule"

/** How long a show stays on /tour/ once it is over; after that, only its year's page lists it. */
export const RECENT_PAST_MONTHS = 12

/** The soonest shows /tour/'s head describes; each show's own page describes it. */
export const TOUR_LISTED_EVENTS = 10

export type TourYear = { year: number; slugs: string[] }

export type TourPlan = {
  /** /tour/: what is coming, the soonest first. */
  upcoming: string[]
  /** /tour/, below: what ended in the last twelve months, the latest first. */
  recent: string[]
  /** A page per year with a show over, the latest year first: every show of that year that is over. */
  years: TourYear[]
}

const monthsBefore = (now: number, months: number) => {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.getTime()
}

export const tourPlan = (
  shows: readonly ShowTiming[],
  now: number,
): TourPlan => {
  const { upcoming, past } = splitShows(shows, now)
  const recentSince = monthsBefore(now, RECENT_PAST_MONTHS)
  const years = new Map<number, string[]>()
  for (const show of past) {
    const year = Number(showDayOf(show).slice(0, 4))
    years.set(year, [...(years.get(year) ?? []), show.slug])
  }
  return {
    upcoming: upcoming.map(show => show.slug),
    recent: past
      .filter(show => showInstants(show).end >= recentSince)
      .map(show => show.slug),
    years: [...years]
      .sort(([a], [b]) => b - a)
      .map(([year, slugs]) => ({ year, slugs: slugs.sort() })),
  }
}
