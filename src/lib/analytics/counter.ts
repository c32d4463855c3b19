// In the app's bundle only where a service is set: the build turns `__COUNTER__` into a constant,
// so with none this compiles to nothing and the counter's chunk is never built.
import { ADMIN_PATH } from "../urls"
import type { Counter } from "./analyticsServices"
import type { Counting, Place } from "./counting"

/** The build writes the constant out at each place it is named: its value is used from here. */
const COUNTER = __COUNTER__

let counting: Promise<Counting> | undefined

/** Global Privacy Control is not in TypeScript's DOM types yet. */
export type PrivacySignals = {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
}

/** Nothing when the visitor asks not to be tracked, or off the live site (a preview, localhost). */
export const mayCount = (
  counter: Counter,
  where: Pick<Location, "hostname" | "pathname">,
  signals: PrivacySignals,
) =>
  !signals.globalPrivacyControl &&
  signals.doNotTrack !== "1" &&
  where.hostname === counter.siteHost &&
  !where.pathname.startsWith(ADMIN_PATH)

const placeNow = (): Place => ({
  href: location.href,
  pathname: location.pathname,
  search: location.search,
})

const afterLoad = () =>
  new Promise<void>(resolve => {
    if (document.readyState === "complete") resolve()
    else window.addEventListener("load", () => resolve(), { once: true })
  })

const PROP_PREFIX = "count"

/** `data-count-platform="spotify"` -> { platform: "spotify" } */
export const propsOf = (data: DOMStringMap): Record<string, string> => {
  const props: Record<string, string> = {}
  for (const [key, value] of Object.entries(data))
    if (key.startsWith(PROP_PREFIX) && key !== PROP_PREFIX && value)
      props[
        key.charAt(PROP_PREFIX.length).toLowerCase() +
          key.slice(PROP_PREFIX.length + 1)
      ] = value
  return props
}

// Read at once, so a link that leaves the page is counted as it was; sent without delaying it.
const onClick = (event: MouseEvent) => {
  if (event.button > 1 || !(event.target instanceof Element)) return
  const element = event.target.closest<HTMLElement>("[data-count]")
  const name = element?.dataset.count
  if (element && name) countEvent(name, propsOf(element.dataset))
}

const counter = (config: Counter) => {
  if (!counting) {
    for (const type of ["click", "auxclick"] as const)
      document.addEventListener(type, onClick, { capture: true, passive: true })
    counting = afterLoad()
      // A constant condition: with no service, webpack never sees the import, so builds no chunk.
      .then(() =>
        __COUNTER__
          ? import(/* webpackChunkName: "counter" */ "./counting")
          : Promise.reject(new Error("nothing is counted")),
      )
      .then(module => module.startCounting(config))
  }
  return counting
}

/** From gatsby-browser's onRouteUpdate: the first page once hydrated, then each navigation. */
export const countPageView = () => {
  // The literal, which the minifier folds: with no service, all after it is dropped.
  if (!__COUNTER__ || !COUNTER || !mayCount(COUNTER, location, navigator))
    return
  const at = placeNow()
  void counter(COUNTER).then(counting => counting.view(at))
}

/** What is not a click: a form sent, a page not found. */
export function countEvent(
  event: string,
  props: Readonly<Record<string, string>> = {},
) {
  if (!__COUNTER__ || !COUNTER || !mayCount(COUNTER, location, navigator))
    return
  const at = placeNow()
  void counter(COUNTER).then(counting => counting.event(event, props, at))
}
