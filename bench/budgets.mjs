// Budgets as ratios to the floor measured in the same run, so they hold on any machine.

export const LCP_RATIO = 1.15
/** "Good" on a mid-range phone (Lighthouse's mobile preset). */
export const TBT_GOOD_MS = 200
/** Clearly worse than the floor: past its slowest run by more than TBT's long-task threshold. */
export const TBT_BEYOND_FLOOR_MS = 50
/** Bytes as nginx sends them: Brotli. */
export const JS_ALLOWANCE_BYTES = 25 * 1024

/** Kept out of search results on purpose (noindex), which two scores count against them. */
export const isNotFound = route => /(?:^|\/)404\/$/.test(route)

/** Weighs the nearest two finite values (none: NaN); at 0.5, the median, as (a + b) / 2 exactly. */
export const quantile = (values, q) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const at = (sorted.length - 1) * q
  const share = at - Math.floor(at)
  return sorted[Math.floor(at)] * (1 - share) + sorted[Math.ceil(at)] * share
}
const median = values => quantile(values, 0.5)

export const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`

export const figuresOf = lhr => {
  const audits = lhr.audits
  const summary = audits["resource-summary"]?.details?.items ?? []
  const itemOf = type => summary.find(item => item.resourceType === type)
  const bytesOf = type => itemOf(type)?.transferSize ?? 0
  const score = id => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: audits["first-contentful-paint"].numericValue,
    lcpMs: audits["largest-contentful-paint"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    speedIndexMs: audits["speed-index"].numericValue,
    jsBytes: bytesOf("script"),
    fontBytes: bytesOf("font"),
    totalBytes: bytesOf("total"),
    requests: itemOf("total")?.requestCount ?? 0,
  }
}

export const floorOf = runs => ({
  ...mediansOf(runs),
  tbtMaxMs: Math.max(...runs.map(run => run.tbtMs).filter(Number.isFinite)),
})

export const tbtLimitOf = floor =>
  Math.min(TBT_GOOD_MS, floor.tbtMaxMs + TBT_BEYOND_FLOOR_MS)

export const mediansOf = runs =>
  Object.fromEntries(
    Object.keys(runs[0] ?? {}).map(key => [
      key,
      median(runs.map(run => run[key])),
    ]),
  )

const exactly = (name, found, wanted) => ({
  name: `${name} = ${wanted}`,
  found: String(found),
  met: found === wanted,
})

export const budgetsOf = (route, figures, floor) => {
  const lcpLimit = floor.lcpMs * LCP_RATIO
  const tbtLimit = tbtLimitOf(floor)
  const jsLimit = floor.jsBytes + JS_ALLOWANCE_BYTES
  const budgets = [
    {
      name: `LCP ≤ ${LCP_RATIO}× the floor's (${Math.round(lcpLimit)} ms)`,
      found: `${Math.round(figures.lcpMs)} ms, ${(figures.lcpMs / floor.lcpMs).toFixed(2)}×`,
      met: figures.lcpMs <= lcpLimit,
    },
    {
      name: `TBT ≤ ${TBT_GOOD_MS} ms and ≤ the floor's slowest run + ${TBT_BEYOND_FLOOR_MS} ms (${Math.round(tbtLimit)} ms)`,
      found: `${Math.round(figures.tbtMs)} ms (floor: median ${Math.round(floor.tbtMs)}, slowest ${Math.round(floor.tbtMaxMs)})`,
      met: figures.tbtMs <= tbtLimit,
    },
    {
      name: `JavaScript ≤ the floor's + ${kb(JS_ALLOWANCE_BYTES)} (${kb(jsLimit)})`,
      found: `${kb(figures.jsBytes)}, floor + ${kb(figures.jsBytes - floor.jsBytes)}`,
      met: figures.jsBytes <= jsLimit,
    },
    exactly("CLS", figures.cls, 0),
    exactly("accessibility", figures.accessibility, 100),
  ]
  if (!isNotFound(route))
    budgets.push(
      exactly("best practices", figures.bestPractices, 100),
      exactly("SEO", figures.seo, 100),
    )
  return budgets
}

const medianWithin = limits => [
  "error",
  { aggregationMethod: "median", ...limits },
]

export const assertMatrixOf = (urls, floor) =>
  urls.map(({ url, route }) => ({
    matchingUrlPattern: `^${url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`,
    assertions: {
      "largest-contentful-paint": medianWithin({
        maxNumericValue: floor.lcpMs * LCP_RATIO,
      }),
      "total-blocking-time": medianWithin({
        maxNumericValue: tbtLimitOf(floor),
      }),
      "resource-summary:script:size": medianWithin({
        maxNumericValue: floor.jsBytes + JS_ALLOWANCE_BYTES,
      }),
      "cumulative-layout-shift": medianWithin({ maxNumericValue: 0 }),
      "categories:accessibility": medianWithin({ minScore: 1 }),
      ...(isNotFound(route)
        ? {}
        : {
            "categories:best-practices": medianWithin({ minScore: 1 }),
            "categories:seo": medianWithin({ minScore: 1 }),
          }),
    },
  }))
