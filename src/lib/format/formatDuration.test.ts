import {
  formatDuration,
  isoDuration,
  parseDuration,
  totalSeconds,
} from "./formatDuration"

describe("track durations", () => {
  it("reads m:ss as seconds", () => {
    expect(parseDuration("3:25")).toBe(205)
    expect(parseDuration("0:59")).toBe(59)
    expect(parseDuration("12:00")).toBe(720)
  })

  it("refuses anything but m:ss", () => {
    for (const text of ["3:5", "3:60", "3.25", "", "3:25:00", "-1:00"]) {
      expect(() => parseDuration(text)).toThrow(
        `Expected a duration as m:ss, found "${text}"`,
      )
    }
  })

  it("writes seconds as m:ss, with hours once the total reaches one", () => {
    expect(formatDuration(205)).toBe("3:25")
    expect(formatDuration(60)).toBe("1:00")
    expect(formatDuration(3599)).toBe("59:59")
    expect(formatDuration(3725)).toBe("1:02:05")
  })

  it("writes ISO 8601 durations for structured data", () => {
    expect(isoDuration(205)).toBe("PT3M25S")
    expect(isoDuration(180)).toBe("PT3M")
    expect(isoDuration(45)).toBe("PT45S")
    expect(isoDuration(3725)).toBe("PT1H2M5S")
    expect(isoDuration(0)).toBe("PT0S")
  })

  it("totals a tracklist", () => {
    expect(totalSeconds(["3:25", "4:10", "2:05"])).toBe(580)
    expect(formatDuration(totalSeconds(["3:25", "4:10", "2:05"]))).toBe("9:40")
    expect(totalSeconds([])).toBe(0)
  })
})
