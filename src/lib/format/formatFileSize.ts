import { numberFormat } from "./intlFormats"

/** In the decimal units its labels name (1 kB = 1000 bytes): (421_345, "en-US") -> "421 kB". */
export const formatFileSize = (bytes: number, locale: string) => {
  const megabytes = bytes / 1_000_000
  const [value, unit] =
    megabytes >= 1
      ? [megabytes, "megabyte" as const]
      : [Math.max(1, bytes / 1000), "kilobyte" as const]
  return numberFormat(locale, {
    style: "unit",
    unit,
    maximumFractionDigits: unit === "megabyte" ? 1 : 0,
  }).format(value)
}
