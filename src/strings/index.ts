import type { Language } from "../lib/languages"
import type { Strings } from "./en"

export type { Strings }

/** Each language's interface text, once it is here (see loadStrings and all.ts). */
const loaded: Partial<Record<Language, Strings>> = {}

/**
 * In the browser each language's text is a chunk of its own, so a page carries its own
 * language's words only (about 2.5 KB gzipped each, against the JavaScript budget).
 */
const chunks: Record<Language, () => Promise<Strings>> = {
  en: () => import(/* webpackChunkName: "strings-en" */ "./en").then(m => m.en),
  es: () => import(/* webpackChunkName: "strings-es" */ "./es").then(m => m.es),
}

/** Makes a language's text available to stringsFor. */
export const provideStrings = (language: Language, strings: Strings) => {
  loaded[language] = strings
}

/** Fetches a language's text in the browser; the page hydrates once it is here. */
export const loadStrings = async (language: Language) => {
  loaded[language] ??= await chunks[language]()
}

/** The interface text of one language (loaded in the browser, all of it on the server). */
export const stringsFor = (language: Language): Strings => {
  const strings = loaded[language]
  if (!strings) {
    throw new Error(
      `The ${language} interface text is not loaded: call loadStrings("${language}") first`,
    )
  }
  return strings
}
