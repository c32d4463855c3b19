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

/** What a click on a link or button counts: the event, and its properties (one word each). */
export type CountTag = {
  event: CountedEvent
  props?: Readonly<Record<string, string | undefined>>
}

/** A click on an element with these attributes is counted: `data-count` names the event. */
export const countAttributes = (tag?: CountTag): Record<string, string> =>
  __COUNTER__ && tag
    ? Object.fromEntries([
        ["data-count", tag.event],
        ...Object.entries(tag.props ?? {}).flatMap(([name, value]) =>
          value ? [[`data-count-${name}`, value]] : [],
        ),
      ])
    : {}
