import { numberFormat } from "./intlFormats"

/** Formats an amount in a currency for the page's locale: (29.99, "USD", "en-US") -> "$29.99". */
export const formatPrice = (amount: number, currency: string, locale: string) =>
  numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).format(amount)

/**
 * A ticket price: whole amounts without cents, and the currency's own symbol where a bare
 * "$" would be ambiguous: (35, "USD", "en-US") -> "$35", (650, "MXN", "en-US") -> "MX$650".
 */
export const formatTicketPrice = (
  amount: number,
  currency: string,
  locale: string,
) =>
  numberFormat(locale, {
    style: "currency",
    currency,
    trailingZeroDisplay: "stripIfInteger",
  }).format(amount)
