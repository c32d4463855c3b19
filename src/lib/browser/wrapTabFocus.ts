import type * as React from "react"

/** Keeps Tab cycling inside a dialog instead of leaving for the browser's own controls. */
export const wrapTabFocus = (event: React.KeyboardEvent<HTMLElement>) => {
  if (event.key !== "Tab") return
  const stops = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>("a[href], button"),
  )
  const first = stops[0]
  const last = stops[stops.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first?.focus()
  }
}
