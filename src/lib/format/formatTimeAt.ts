import { dateTimeFormat } from "./intlFormats"

/** In the venue's time zone whatever the visitor's: "8:00 PM", or "8:00 PM PDT" with the zone. */
export const formatTimeAt = (
  instant: number,
  timeZone: string,
  locale: string,
  withZone = false,
) =>
  dateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    ...(withZone ? { timeZoneName: "short" as const } : {}),
  }).format(instant)
