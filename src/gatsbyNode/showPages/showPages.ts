import path from "node:path"
import type { CreatePagesArgs } from "gatsby"

import { LANGUAGES, localizePath } from "../../lib/languages"
import { showPageClock } from "../../lib/showSchedule"
import { tourPlan } from "../../lib/tourPlan"
import { showPath, tourYearPath } from "../../lib/urls"
import { publicFolder, siteFolder } from "../../node/siteFolders"
import type {
  ShowPageContext,
  TourContext,
  TourYearContext,
} from "../../templates/pageContexts"
import { writeShowCalendars } from "./showCalendars"

export const createShowPages = async ({
  graphql,
  actions,
  reporter,
}: CreatePagesArgs) => {
  for (const language of LANGUAGES) {
    const { data, errors } = await graphql<Queries.ShowPagesQuery>(
      `
        query ShowPages($language: Language!) {
          buildClock {
            builtAt
          }
          siteJson {
            name
            siteUrl
            locale(language: $language)
            ticketsUrl
          }
          allShowsJson {
            nodes {
              slug
              city(language: $language)
              region
              country(language: $language)
              venue
              streetAddress
              postalCode
              date
              rescheduledDate
              timeZone
              status
              ticketsOnSale
              ticketUrl
              moments {
                doors
                start
                end
                salesOpen
                originalStart
              }
            }
          }
        }
      `,
      { language },
    )
    if (errors || !data?.siteJson || !data.buildClock) {
      reporter.panicOnBuild(
        `Show pages failed: could not read the shows: ${JSON.stringify(errors)}`,
      )
      return
    }
    const shows = data.allShowsJson.nodes
    const builtAt = Date.parse(data.buildClock.builtAt)
    for (const show of shows) {
      actions.createPage({
        path: localizePath(showPath(show.slug), language),
        component: path.join(siteFolder(), "src/templates/show.tsx"),
        context: {
          slug: show.slug,
          language,
          pageClock: showPageClock(show, builtAt),
        } satisfies ShowPageContext,
      })
    }
    const plan = tourPlan(shows, builtAt)
    const years = plan.years.map(({ year }) => year)
    actions.createPage({
      path: localizePath("/tour/", language),
      component: path.join(siteFolder(), "src/templates/tour.tsx"),
      context: {
        language,
        upcoming: plan.upcoming,
        recent: plan.recent,
        years,
      } satisfies TourContext,
    })
    for (const { year, slugs } of plan.years) {
      actions.createPage({
        path: localizePath(tourYearPath(year), language),
        component: path.join(siteFolder(), "src/templates/tourYear.tsx"),
        context: { language, slugs, years, year } satisfies TourYearContext,
      })
    }
    const written = await writeShowCalendars(
      shows,
      { ...data.siteJson, language },
      builtAt,
      publicFolder(),
    )
    reporter.info(
      `Show pages: ${written} pages and calendar files in ${language}; the tour lists ${plan.upcoming.length} upcoming and ${plan.recent.length} recent shows, the years before it ${years.length} pages`,
    )
  }
}
