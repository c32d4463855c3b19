/** A file's size as people read it: (421_345, "en-US") -> "411 kB", (1_550_000) -> "1.5 MB". */
export const formatFileSize = (bytes: number, locale: string) => {
  const megabytes = bytes / (1024 * 1024)
  const [value, unit] =
    megabytes >= 1
      ? [megabytes, "megabyte" as const]
      : [Math.max(1, bytes / 1024), "kilobyte" as const]
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    maximumFractionDigits: unit === "megabyte" ? 1 : 0,
  }).format(value)
}
