import { dateTimeFormat, listFormat, numberFormat } from "./intlFormats"

describe("Intl formatters", () => {
  it("are made once for the same locale and options", () => {
    const options = { month: "long", timeZone: "UTC" } as const
    expect(dateTimeFormat("en-US", options)).toBe(
      dateTimeFormat("en-US", { ...options }),
    )
    expect(numberFormat("en-US", { style: "percent" })).toBe(
      numberFormat("en-US", { style: "percent" }),
    )
    expect(listFormat("en-US", { type: "conjunction" })).toBe(
      listFormat("en-US", { type: "conjunction" }),
    )
  })

  it("differ by locale and by options", () => {
    const may = Date.UTC(2026, 4, 16)
    expect(dateTimeFormat("en-US", { month: "long" }).format(may)).toBe("May")
    expect(dateTimeFormat("es-MX", { month: "long" }).format(may)).toBe("mayo")
    expect(dateTimeFormat("en-US", { month: "short" }).format(may)).toBe("May")
    expect(dateTimeFormat("en-US", { month: "short" })).not.toBe(
      dateTimeFormat("en-US", { month: "long" }),
    )
  })
})
