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

// DTSTAMP (the build's clock) set aside, so a file that still says the same keeps its first stamp.
const sameEvents = (current: Buffer, next: Buffer) => {
  const withoutStamps = (file: Buffer) =>
    file.toString("utf8").replace(/^DTSTAMP:[^\r\n]*\r?\n/gm, "")
  return withoutStamps(current) === withoutStamps(next)
}

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
