import type { Page } from "@playwright/test"

export type Json = Record<string, unknown>

/** Every JSON-LD object on the page, or those of the given @types. */
export const structuredData = async (page: Page, ...types: string[]) => {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
  const things = blocks.map(block => JSON.parse(block) as Json)
  return types.length === 0
    ? things
    : things.filter(thing => types.includes(String(thing["@type"])))
}
