// The counting services data/site.json › analytics may name: what each needs, and where it counts.

export const ANALYTICS_SERVICES = ["plausible", "umami", "goatcounter"] as const

export type AnalyticsService = (typeof ANALYTICS_SERVICES)[number]

/** data/site.json › analytics, as the data check lets it through. */
export type AnalyticsConfig = {
  service: AnalyticsService
  domain?: string | null
  websiteId?: string | null
  code?: string | null
  host?: string | null
}

/** What the browser's sender needs: the service and where it posts, resolved at build time. */
export type Counter = {
  service: AnalyticsService
  /** The whole address requests go to: https://plausible.io/api/event */
  endpoint: string
  /** Plausible's domain or Umami's website id; GoatCounter needs none. */
  site: string
  /** Only counted on this host name: a preview or localhost sends nothing. */
  siteHost: string
}

/** For the privacy page: each service's name, and its page on what it collects. */
export const ANALYTICS_FACTS: Readonly<
  Record<AnalyticsService, { name: string; privacyUrl: string }>
> = {
  plausible: {
    name: "Plausible Analytics",
    privacyUrl: "https://plausible.io/data-policy",
  },
  umami: { name: "Umami", privacyUrl: "https://umami.is/privacy" },
  goatcounter: {
    name: "GoatCounter",
    privacyUrl: "https://www.goatcounter.com/help/privacy",
  },
}

const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const CODE = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/

type Field = "domain" | "websiteId" | "code" | "host"

/** Per service: the fields it takes, each with its shape; the schema's own link rule checks `host`. */
const FIELDS: Readonly<
  Record<AnalyticsService, Partial<Record<Field, RegExp | "link">>>
> = {
  plausible: { domain: DOMAIN, host: "link" },
  umami: { websiteId: UUID, host: "link" },
  goatcounter: { code: CODE, host: "link" },
}

const REQUIRED: Readonly<Record<AnalyticsService, readonly Field[]>> = {
  plausible: ["domain"],
  umami: ["websiteId", "host"],
  // A self-hosted GoatCounter counts at its own address, with no code.
  goatcounter: [],
}

export const EXPECTED_ANALYTICS: Readonly<Record<Field, string>> = {
  domain:
    "the site's domain as added in Plausible, without https:// or a path, such as novareyes.example",
  websiteId:
    "the website's ID from Umami's settings, such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
  code: "the code of the GoatCounter site, the first part of its address (novareyes for https://novareyes.goatcounter.com), in lowercase letters, digits and dashes",
  host: "the service's address, starting https://, such as https://stats.example.org",
}

export const isAnalyticsService = (value: unknown): value is AnalyticsService =>
  (ANALYTICS_SERVICES as readonly unknown[]).includes(value)

export type AnalyticsProblem = { field: Field; message: string }

/** Each field's problem in an editor's words; an unknown service is the schema's to report. */
export const analyticsProblems = (
  config: Record<string, unknown>,
): AnalyticsProblem[] => {
  const { service } = config
  if (!isAnalyticsService(service)) return []
  const takes = FIELDS[service]
  const problems: AnalyticsProblem[] = []
  for (const field of Object.keys(EXPECTED_ANALYTICS) as Field[]) {
    const value = config[field]
    const rule = takes[field]
    if (value === undefined || value === null) {
      if (REQUIRED[service].includes(field))
        problems.push({
          field,
          message: `expected ${EXPECTED_ANALYTICS[field]} for ${service}, found nothing`,
        })
      continue
    }
    if (!rule) {
      problems.push({
        field,
        message: `expected nothing for ${service} (${field} is for ${ANALYTICS_SERVICES.filter(other => FIELDS[other][field]).join(" or ")}), found "${String(value)}"`,
      })
    } else if (
      rule !== "link" &&
      !(typeof value === "string" && rule.test(value))
    ) {
      problems.push({
        field,
        message: `expected ${EXPECTED_ANALYTICS[field]}, found "${String(value)}"`,
      })
    }
  }
  if (service === "goatcounter" && config.code == null && config.host == null)
    problems.push({
      field: "code",
      message: `expected ${EXPECTED_ANALYTICS.code}, or a host for a self-hosted GoatCounter, found nothing`,
    })
  return problems
}

const PATHS: Readonly<Record<AnalyticsService, string>> = {
  plausible: "/api/event",
  umami: "/api/send",
  goatcounter: "/count",
}

const baseOf = (config: AnalyticsConfig) => {
  if (config.host) return config.host.replace(/\/+$/, "")
  if (config.service === "goatcounter")
    return `https://${config.code}.goatcounter.com`
  return "https://plausible.io"
}

/** GoatCounter counts a visit without JavaScript by an image in <noscript>. */
const countsByPixel = (service: AnalyticsService) => service === "goatcounter"

/** What the privacy page says of the counting, where a service is set. */
export const countingFactsOf = (counter: Counter | null) =>
  counter
    ? {
        ...ANALYTICS_FACTS[counter.service],
        host: new URL(counter.endpoint).host,
        pixel: countsByPixel(counter.service),
      }
    : undefined

/** What the policies allow: the service's origin, for its images too where a pixel counts. */
export const counterPolicyOf = (config?: AnalyticsConfig | null) =>
  config
    ? {
        origin: new URL(baseOf(config)).origin,
        pixel: countsByPixel(config.service),
      }
    : null

/** The image's address in a page's <noscript>, where the service counts that way. */
export const pixelUrlOf = (counter: Counter | null, pathname: string) =>
  counter && countsByPixel(counter.service)
    ? `${counter.endpoint}?${new URLSearchParams({ p: pathname })}`
    : null

export const counterOf = (
  config: AnalyticsConfig | null | undefined,
  siteUrl: string,
): Counter | null =>
  config
    ? {
        service: config.service,
        endpoint: `${baseOf(config)}${PATHS[config.service]}`,
        site: config.domain ?? config.websiteId ?? "",
        siteHost: new URL(siteUrl).hostname,
      }
    : null
