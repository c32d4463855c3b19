import type { Language } from "../lib/languages"
import type { Strings } from "./en"

export type { Strings }

const loaded: Partial<Record<Language, Strings>> = {}

/** A chunk per language, so a page carries only its own language's words. */
const chunks: Record<Language, () => Promise<Strings>> = {
  en: () => import(/* webpackChunkName: "strings-en" */ "./en").then(m => m.en),
  es: () => import(/* webpackChunkName: "strings-es" */ "./es").then(m => m.es),
}

export const provideStrings = (language: Language, strings: Strings) => {
  loaded[language] = strings
}

/** The page hydrates once this has resolved. */
export const loadStrings = async (language: Language) => {
  loaded[language] ??= await chunks[language]()
}

export const stringsFor = (language: Language): Strings => {
  const strings = loaded[language]
  if (!strings) {
    throw new Error(
      `The ${language} interface text is not loaded: call loadStrings("${language}") first`,
    )
  }
  return strings
}
