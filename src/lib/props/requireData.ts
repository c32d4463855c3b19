/**
 * Page queries type every object file as nullable; a missing file is an editing mistake
 * that must stop the build with the file's name, not render an empty page.
 */
export const requireData = <T>(
  value: T | null | undefined,
  file: string,
): T => {
  if (value === null || value === undefined)
    throw new Error(`${file} is missing or empty`)
  return value
}
