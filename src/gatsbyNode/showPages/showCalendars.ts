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
  const write = (sitePath: string, text: string) =>
    writeIfChanged(
      path.join(publicDir, localizePath(sitePath, site.language)),
      text,
      sameEvents,
    )
  for (const show of shows) {
    await write(
      showCalendarPath(show.slug, slugify(site.name)),
      showCalendar(show, site, builtAt),
    )
  }
  await write(tourCalendarPath, tourCalendar(shows, site, builtAt))
  return shows.length
}
