import * as React from "react"

import { localDayOf, utcDayOf } from "../lib/releaseSchedule"

/** How often an open page looks at the clock again. */
const RECHECK_MS = 60_000

/**
 * The build's reading of the clock until React has taken over (so the browser's first
 * render matches the server HTML), then the visitor's, read again every minute and
 * whenever the tab comes back into view. A page built weeks ago still shows the truth.
 */
const useVisitorClock = <Reading>(built: Reading, read: () => Reading) => {
  const [reading, setReading] = React.useState(built)
  React.useEffect(() => {
    // A transition: re-rendering with the visitor's clock yields to the browser, as the
    // hydration itself does, instead of one long task right after it.
    const tick = () =>
      React.startTransition(() => {
        setReading(read())
      })
    const onVisible = () => {
      if (document.visibilityState === "visible") tick()
    }
    tick()
    const timer = window.setInterval(tick, RECHECK_MS)
    document.addEventListener("visibilitychange", onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener("visibilitychange", onVisible)
    }
  }, [read])
  return reading
}

const readNow = () => Date.now()
const readToday = () => localDayOf(Date.now())

/** Now, in milliseconds: the build's time, then the visitor's (which shows are upcoming). */
export const useNow = (builtAt: number): number =>
  useVisitorClock(builtAt, readNow)

/**
 * Today as YYYY-MM-DD: the build's day in UTC, then the visitor's own day (which releases
 * are out: streaming services release at midnight where the listener is).
 */
export const useToday = (builtAt: number): string =>
  useVisitorClock(utcDayOf(builtAt), readToday)
