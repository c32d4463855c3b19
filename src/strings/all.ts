import type { Language } from "../lib/languages"
import { en, type Strings } from "./en"
import { es } from "./es"
import { provideStrings } from "."

/** For code without a browser (build, server render, tests); importing it also feeds stringsFor. */
export const allStrings: Record<Language, Strings> = { en, es }

for (const [language, strings] of Object.entries(allStrings)) {
  provideStrings(language as Language, strings)
}
