import {
  formatDateParts,
  formatLongDate,
  formatMonthDay,
  formatYear,
  parseIsoDay,
} from "./formatDate"

describe("formatDate", () => {
  it("formats a show day in full, the same in every time zone", () => {
    expect(formatLongDate("2026-05-16", "en-US")).toBe("Saturday, May 16, 2026")
    expect(formatLongDate("2026-07-11", "es-MX")).toBe(
      "sábado, 11 de julio de 2026",
    )
  })

  it("gives the pieces of a calendar badge", () => {
    expect(formatDateParts("2026-06-06", "en-US")).toEqual({
      month: "Jun",
      day: "6",
      year: "2026",
    })
  })

  it("gives the year alone", () => {
    expect(formatYear("2026-03-14", "en-US")).toBe("2026")
  })

  it("reads the first and the last day of a year as themselves", () => {
    expect(parseIsoDay("2026-01-01").toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    )
    expect(formatLongDate("2026-12-31", "en-US")).toBe(
      "Thursday, December 31, 2026",
    )
  })

  it("rejects text that is not YYYY-MM-DD", () => {
    expect(() => parseIsoDay("July 12")).toThrow(
      'Expected a date as YYYY-MM-DD, found "July 12"',
    )
  })

  it("rejects a day that does not exist", () => {
    expect(() => parseIsoDay("2026-02-30")).toThrow(
      'Expected a date that exists, found "2026-02-30"',
    )
  })

  it("writes a day in Spanish the way Spanish readers do", () => {
    expect(formatLongDate("2026-07-11", "es-US")).toBe(
      "sábado, 11 de julio de 2026",
    )
    expect(formatMonthDay("2026-02-06", "es-US")).toBe("6 de febrero")
    expect(formatDateParts("2026-05-16", "es-US")).toEqual({
      month: "may",
      day: "16",
      year: "2026",
    })
  })
})
