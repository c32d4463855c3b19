/** The path of a show's own page: "los-angeles" -> "/tour/los-angeles/". */
export const showPath = (slug: string) => `/tour/${slug}/`

/** The calendar file of a show, beside its page: "/tour/los-angeles/nova-reyes-los-angeles.ics". */
export const showCalendarPath = (slug: string, artistSlug: string) =>
  `${showPath(slug)}${artistSlug}-${slug}.ics`
