import type { Language } from "../lib/languages"
import { en, type Strings } from "./en"
import { es } from "./es"

export type { Strings }

const byLanguage: Record<Language, Strings> = { en, es }

/** The interface text of one language. */
export const stringsFor = (language: Language): Strings => byLanguage[language]
