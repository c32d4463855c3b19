import {
  createTooltipClock,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "./tooltipClock"

describe("tooltipClock", () => {
  it("uses the 700 ms open delay and the 300 ms skip delay", () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300)
  })

  it("waits the full delay before the first tooltip", () => {
    const clock = createTooltipClock()
    expect(clock.delayBeforeOpening(10_000)).toBe(700)
  })

  it("opens at once within 300 ms of the last one closing, and waits again after", () => {
    const clock = createTooltipClock()
    clock.recordClose(10_000)
    expect(clock.delayBeforeOpening(10_299)).toBe(0)
    expect(clock.delayBeforeOpening(10_300)).toBe(700)
  })
})
