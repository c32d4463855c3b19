/** Formats an amount in a currency for the page's locale: (29.99, "USD", "en-US") -> "$29.99". */
export const formatPrice = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).format(amount)
