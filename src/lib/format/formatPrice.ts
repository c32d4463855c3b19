import { numberFormat } from "./intlFormats"

export const formatPrice = (amount: number, currency: string, locale: string) =>
  numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).format(amount)

/** Whole amounts without cents, and "MX$650" where a bare "$" would be ambiguous. */
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
