import path from "node:path"

import { localizePath } from "../../lib/languages"
import { showCalendarPath, tourCalendarPath } from "../../lib/urls"
import { slugify } from "../../lib/data/slugify"
import { writeIfChanged } from "../../node/writeIfChanged"
import {
  showCalendar,
  tourCalendar,
  type CalendarShow,
  type CalendarSite,
} from "./showCalendar"

/**
 * Whether two calendar files say the same, whenever each was written: their DTSTAMP lines
 * (the build's clock) set aside. A file that still says the same keeps its first stamp,
 * so a rebuild leaves it as it was.
 */
const sameEvents = (current: Buffer, next: Buffer) => {
  const withoutStamps = (file: Buffer) =>
    file.toString("utf8").replace(/^DTSTAMP:[^\r\n]*\r?\n/gm, "")
  return withoutStamps(current) === withoutStamps(next)
}

/**
 * Writes each show's calendar file beside its page in public/, and the calendar of every
 * upcoming show (/tour/calendar.ics), in the site's language, each only if it changed;
 * returns how many shows.
 */
export const writeShowCalendars = async (
  shows: readonly CalendarShow[],
  site: CalendarSite,
  builtAt: number,
  publicDir: string,
) => {
  for (const show of shows) {
    const file = path.join(
      publicDir,
      localizePath(
        showCalendarPath(show.slug, slugify(site.name)),
        site.language,
      ),
    )
    await writeIfChanged(file, showCalendar(show, site, builtAt), sameEvents)
  }
  const calendar = path.join(
    publicDir,
    localizePath(tourCalendarPath, site.language),
  )
  await writeIfChanged(calendar, tourCalendar(shows, site, builtAt), sameEvents)
  return shows.length
}
