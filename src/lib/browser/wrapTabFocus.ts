import type * as React from "react"

// A dialog renders in a portal a moment after opening: its button's ref focuses it on arrival.
// One function for good, so re-renders while open never pull focus back to it.
export const focusOnArrival = (button: HTMLButtonElement | null) =>
  button?.focus()

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
