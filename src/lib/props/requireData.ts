/** Queries type every file as nullable; a missing one must stop the build with its name, not render empty. */
export const requireData = <T>(
  value: T | null | undefined,
  file: string,
): T => {
  if (value === null || value === undefined)
    throw new Error(`${file} is missing or empty`)
  return value
}
