// The events every service counts, by the same names (docs/analytics.md lists where each shows).

export const COUNTED_EVENTS = {
  stream: "Stream",
  preSave: "Pre-save",
  tickets: "Tickets",
  store: "Store",
  signup: "Sign-up",
  contact: "Contact message",
  download: "Download",
  video: "Video play",
  calendar: "Calendar",
  social: "Social",
  languageSwitch: "Language switch",
  notFound: "404",
} as const

export type CountedEvent = (typeof COUNTED_EVENTS)[keyof typeof COUNTED_EVENTS]

/** A click on an element with these attributes is counted: `data-count` names the event. */
export const countAttributes = (
  event: CountedEvent,
  props: Readonly<Record<string, string>> = {},
): Record<string, string> =>
  __COUNTER__
    ? Object.fromEntries([
        ["data-count", event],
        ...Object.entries(props).map(([name, value]) => [
          `data-count-${name}`,
          value,
        ]),
      ])
    : {}
