import * as React from "react"

/** How often an open page looks at the clock again. */
const RECHECK_MS = 60_000

/**
 * The time the page was built until React has taken over (so the browser's first render
 * matches the server HTML), then the visitor's clock, looked at again every minute and
 * whenever the tab comes back into view. A page built weeks ago still shows the truth.
 */
export const useNow = (builtAt: number): number => {
  const [now, setNow] = React.useState(builtAt)
  React.useEffect(() => {
    // A transition: re-rendering the schedule with the visitor's clock yields to the
    // browser, as the hydration itself does, instead of one long task right after it.
    const tick = () =>
      React.startTransition(() => {
        setNow(Date.now())
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
  }, [])
  return now
}
