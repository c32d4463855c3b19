import type { Language } from "../lib/languages"
import { en, type Strings } from "./en"
import { es } from "./es"
import { provideStrings } from "."

/**
 * Every language's interface text at once, for the code that needs them all without a
 * browser: the build (share images, calendars, press kits), the server render and the
 * unit tests. Importing this module also makes them available to stringsFor.
 */
export const allStrings: Record<Language, Strings> = { en, es }

for (const [language, strings] of Object.entries(allStrings)) {
  provideStrings(language as Language, strings)
}
