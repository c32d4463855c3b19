/** A plain JSON object (not null, not a list): what a data file or one of its entries is. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
