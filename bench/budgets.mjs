// Budgets as ratios to the floor measured in the same run, so they hold on any machine.

export const LCP_RATIO = 1.15
/** "Good" on a mid-range phone (Lighthouse's mobile preset); the floor's slowest run caps it too. */
export const TBT_GOOD_MS = 200
/** Bytes as nginx sends them: Brotli. */
export const JS_ALLOWANCE_BYTES = 25 * 1024

/** Kept out of search results on purpose (noindex), which two scores count against them. */
export const isNotFound = route => /(?:^|\/)404\/$/.test(route)

const median = values => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2
}

export const figuresOf = lhr => {
  const audits = lhr.audits
  const summary = audits["resource-summary"]?.details?.items ?? []
  const bytesOf = type =>
    summary.find(item => item.resourceType === type)?.transferSize ?? 0
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
    requests:
      summary.find(item => item.resourceType === "total")?.requestCount ?? 0,
  }
}

export const floorOf = runs => ({
  ...mediansOf(runs),
  tbtMaxMs: Math.max(...runs.map(run => run.tbtMs).filter(Number.isFinite)),
})

export const tbtLimitOf = floor => Math.min(TBT_GOOD_MS, floor.tbtMaxMs)

export const mediansOf = runs =>
  Object.fromEntries(
    Object.keys(runs[0] ?? {}).map(key => [
      key,
      median(runs.map(run => run[key])),
    ]),
  )

export const budgetsOf = (route, figures, floor) => {
  const lcpLimit = floor.lcpMs * LCP_RATIO
  const tbtLimit = tbtLimitOf(floor)
  const jsLimit = floor.jsBytes + JS_ALLOWANCE_BYTES
  const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
  const budgets = [
    {
      name: `LCP ≤ ${LCP_RATIO}× the floor's (${Math.round(lcpLimit)} ms)`,
      found: `${Math.round(figures.lcpMs)} ms, ${(figures.lcpMs / floor.lcpMs).toFixed(2)}×`,
      met: figures.lcpMs <= lcpLimit,
    },
    {
      name: `TBT ≤ ${TBT_GOOD_MS} ms and ≤ the floor's slowest run (${Math.round(tbtLimit)} ms)`,
      found: `${Math.round(figures.tbtMs)} ms (floor: median ${Math.round(floor.tbtMs)}, slowest ${Math.round(floor.tbtMaxMs)})`,
      met: figures.tbtMs <= tbtLimit,
    },
    {
      name: `JavaScript ≤ the floor's + 25 KB (${kb(jsLimit)})`,
      found: `${kb(figures.jsBytes)}, floor + ${kb(figures.jsBytes - floor.jsBytes)}`,
      met: figures.jsBytes <= jsLimit,
    },
    { name: "CLS = 0", found: String(figures.cls), met: figures.cls === 0 },
    {
      name: "accessibility = 100",
      found: String(figures.accessibility),
      met: figures.accessibility === 100,
    },
  ]
  if (!isNotFound(route)) {
    budgets.push(
      {
        name: "best practices = 100",
        found: String(figures.bestPractices),
        met: figures.bestPractices === 100,
      },
      {
        name: "SEO = 100",
        found: String(figures.seo),
        met: figures.seo === 100,
      },
    )
  }
  return budgets
}

export const assertMatrixOf = (urls, floor) =>
  urls.map(({ url, route }) => {
    const median = { aggregationMethod: "median" }
    return {
      matchingUrlPattern: `^${url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`,
      assertions: {
        "largest-contentful-paint": [
          "error",
          { ...median, maxNumericValue: floor.lcpMs * LCP_RATIO },
        ],
        "total-blocking-time": [
          "error",
          { ...median, maxNumericValue: tbtLimitOf(floor) },
        ],
        "resource-summary:script:size": [
          "error",
          { ...median, maxNumericValue: floor.jsBytes + JS_ALLOWANCE_BYTES },
        ],
        "cumulative-layout-shift": ["error", { ...median, maxNumericValue: 0 }],
        "categories:accessibility": ["error", { ...median, minScore: 1 }],
        ...(isNotFound(route)
          ? {}
          : {
              "categories:best-practices": [
                "error",
                { ...median, minScore: 1 },
              ],
              "categories:seo": ["error", { ...median, minScore: 1 }],
            }),
      },
    }
  })
