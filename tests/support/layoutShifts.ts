import type { Page } from "@playwright/test"

/**
 * Every layout shift the page has had so far, each with what moved, so a failing test says
 * where to look. Waits half a second for entries, since with none the observer never calls.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>(resolve => {
        type Shift = PerformanceEntry & {
          value: number
          sources: {
            node?: Node
            previousRect: DOMRect
            currentRect: DOMRect
          }[]
        }
        const describe = (entry: Shift) =>
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ` +
          entry.sources
            .map(
              source =>
                `${source.node?.nodeName ?? "?"} "${(source.node?.textContent ?? "").slice(0, 40)}" ` +
                `x ${Math.round(source.previousRect.x)}→${Math.round(source.currentRect.x)}, ` +
                `y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, ` +
                `w ${Math.round(source.previousRect.width)}→${Math.round(source.currentRect.width)}, ` +
                `h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
            )
            .join("; ")
        new PerformanceObserver(list => {
          resolve(list.getEntries().map(entry => describe(entry as Shift)))
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve([]), 500)
      }),
  )
