// The counter itself: a lazy chunk, loaded by counter.ts once the page has loaded, where it may count.
import type { Counter } from "./analyticsServices"
import { countRequest, type Hit } from "./countRequest"

/** Where a hit happened, taken when it happened: a navigation may follow at once. */
export type Place = { href: string; pathname: string; search: string }

export type Counting = {
  view: (at: Place) => void
  event: (
    event: string,
    props: Readonly<Record<string, string>>,
    at: Place,
  ) => void
}

const whenIdle = (run: () => void) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run, 1)

export const startCounting = (counter: Counter): Counting => {
  let counted = ""
  let referrer = document.referrer
  const send = (at: Place, props: Hit["props"], event?: string) => {
    const hit: Hit = {
      event,
      url: at.href,
      referrer,
      title: document.title,
      language: document.documentElement.lang,
      screenWidth: screen.width,
      screenHeight: screen.height,
      props,
    }
    const { url, init } = countRequest(counter, hit)
    fetch(url, init).catch(() => undefined)
  }
  return {
    // Once per address: a jump to an anchor on the same page is no page view.
    view: at => {
      const page = at.pathname + at.search
      if (page === counted) return
      if (counted) referrer = new URL(counted, at.href).href
      counted = page
      // Idle: after the navigation's render and its new title, and never in its way.
      whenIdle(() => send(at, {}))
    },
    // At once: a form the browser posts takes the visitor to another page.
    event: (event, props, at) =>
      send(at, { ...props, page: at.pathname }, event),
  }
}
