import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"

import { localizePath } from "../../src/lib/languages"
import { showCalendarPath } from "../../src/lib/urls"
import { slugify } from "../../src/lib/data/slugify"
import {
  showCalendar,
  type CalendarShow,
  type CalendarSite,
} from "./showCalendar"

/** Writes each show's calendar file beside its page in public/, in the site's language; returns how many. */
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
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, showCalendar(show, site, builtAt))
  }
  return shows.length
}
