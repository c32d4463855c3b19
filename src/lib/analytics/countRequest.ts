import type { Counter } from "./analyticsServices"

/** What is counted: a page view, or an event with its properties. */
export type Hit = {
  /** Absent for a page view. */
  event?: string
  /** The page's whole address, query (campaign parameters) included. */
  url: string
  referrer: string
  title: string
  /** The page's language: en, es. */
  language: string
  screenWidth: number
  screenHeight: number
  props: Readonly<Record<string, string>>
}

export type CountRequest = { url: string; init: RequestInit }

const json = (
  body: unknown,
  contentType: string,
  mode: RequestMode,
): RequestInit => ({
  method: "POST",
  mode,
  headers: { "Content-Type": contentType },
  body: JSON.stringify(body),
})

// Plausible reads a text/plain body as JSON, as its own script sends it: no preflight.
const plausible = (counter: Counter, hit: Hit): CountRequest => ({
  url: counter.endpoint,
  init: json(
    {
      name: hit.event ?? "pageview",
      url: hit.url,
      domain: counter.site,
      referrer: hit.referrer || null,
      props: { ...hit.props, language: hit.language },
    },
    "text/plain",
    "no-cors",
  ),
})

// Umami's documented body is JSON; it answers the preflight that asks for.
const umami = (counter: Counter, hit: Hit): CountRequest => {
  const page = new URL(hit.url)
  return {
    url: counter.endpoint,
    init: json(
      {
        type: "event",
        payload: {
          website: counter.site,
          hostname: page.hostname,
          url: page.pathname + page.search,
          referrer: hit.referrer,
          title: hit.title,
          language: hit.language,
          screen: `${hit.screenWidth}x${hit.screenHeight}`,
          ...(hit.event
            ? {
                name: hit.event,
                data: { ...hit.props, language: hit.language },
              }
            : {}),
        },
      },
      "application/json",
      "cors",
    ),
  }
}

// GoatCounter takes everything in the query, and events have no properties: their values
// follow the name as a path ("Stream/spotify/luz-de-neon"), and the title names the page.
const goatcounter = (counter: Counter, hit: Hit): CountRequest => {
  const page = new URL(hit.url)
  const query = new URLSearchParams(
    hit.event
      ? {
          e: "true",
          p: [
            hit.event,
            ...Object.entries(hit.props)
              .filter(([name]) => name !== "page")
              .map(([, value]) => value),
          ].join("/"),
          t: `${page.pathname} (${hit.language})`,
        }
      : {
          p: page.pathname,
          t: hit.title,
          r: hit.referrer,
          q: page.search,
          s: String(hit.screenWidth),
        },
  )
  return {
    url: `${counter.endpoint}?${query}`,
    init: { method: "GET", mode: "no-cors" },
  }
}

export const countRequest = (counter: Counter, hit: Hit): CountRequest => {
  // The build names the service (src/gatsbyNode/analytics.ts), so the minifier keeps its request
  // alone; the unit tests name none, and try each.
  const service = __COUNTER_SERVICE__ || counter.service
  const { url, init } =
    service === "plausible"
      ? plausible(counter, hit)
      : service === "umami"
        ? umami(counter, hit)
        : goatcounter(counter, hit)
  return { url, init: { ...init, keepalive: true, credentials: "omit" } }
}
