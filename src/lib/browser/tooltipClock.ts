export const TOOLTIP_OPEN_DELAY_MS = 700
/** After a tooltip closes, another opens at once if the pointer reaches it within this time. */
export const TOOLTIP_SKIP_DELAY_MS = 300

type TooltipClock = {
  delayBeforeOpening: (now: number) => number
  recordClose: (now: number) => void
}

export const createTooltipClock = (): TooltipClock => {
  let lastClosedAt = Number.NEGATIVE_INFINITY
  return {
    delayBeforeOpening: now =>
      now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS,
    recordClose: now => {
      lastClosedAt = now
    },
  }
}

/** Shared by every tooltip on the page, so moving along a row of icons skips the delay. */
export const tooltipClock = createTooltipClock()
