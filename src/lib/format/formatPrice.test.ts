import { formatPrice, formatTicketPrice } from "./formatPrice"

describe("formatPrice", () => {
  it("formats the store's prices in US dollars", () => {
    expect(formatPrice(29.99, "USD", "en-US")).toBe("$29.99")
    expect(formatPrice(24.99, "USD", "en-US")).toBe("$24.99")
    expect(formatPrice(49.99, "USD", "en-US")).toBe("$49.99")
  })

  it("always shows cents", () => {
    expect(formatPrice(30, "USD", "en-US")).toBe("$30.00")
  })

  it("follows the currency and the locale", () => {
    expect(formatPrice(499, "MXN", "es-MX")).toBe("$499.00")
    expect(formatPrice(25.5, "EUR", "es-ES")).toBe("25,50\u00a0€")
  })

  it("writes the same prices for Spanish readers in the US", () => {
    expect(formatPrice(29.99, "USD", "es-US")).toBe("$29.99")
    expect(formatTicketPrice(35, "USD", "es-US")).toBe("$35")
    // A peso price stays unmistakable beside dollar ones.
    expect(formatTicketPrice(650, "MXN", "es-US")).toBe("MXN 650")
  })
})
