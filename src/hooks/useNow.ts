import * as React from "react"

import { localDayOf, utcDayOf } from "../lib/releaseSchedule"

const RECHECK_MS = 60_000

/** The build's reading until hydration, so the first render matches the server HTML; then the visitor's. */
const useVisitorClock = <Reading>(built: Reading, read: () => Reading) => {
  const [reading, setReading] = React.useState(built)
  React.useEffect(() => {
    // A transition, so the re-render yields to the browser instead of one long task after hydration.
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

export const useNow = (builtAt: number): number =>
  useVisitorClock(builtAt, readNow)

/** The visitor's own day as YYYY-MM-DD: streaming services release at midnight where the listener is. */
export const useToday = (builtAt: number): string =>
  useVisitorClock(utcDayOf(builtAt), readToday)
