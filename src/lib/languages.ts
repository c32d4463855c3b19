import { isRecord } from "./data/isRecord"

/**
 * The site's languages and where each one lives: English at today's addresses (/about/),
 * Spanish under /es/ (/es/about/), with the same slugs, so every page's address in the other
 * language is one rule away.
 */
export const LANGUAGES = ["en", "es"] as const

export type Language = (typeof LANGUAGES)[number]

/** Each language's name in English, for messages to the site's team ("the Spanish (es) translation"). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Spanish",
}

/** The language at the site's root, and the one search engines get for `x-default`. */
export const DEFAULT_LANGUAGE: Language = "en"

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value)

/** "/" for the default language, "/es/" for Spanish. */
export const languageRoot = (language: Language) =>
  language === DEFAULT_LANGUAGE ? "/" : `/${language}/`

/** The language a path's page is written in: "/es/tour/" -> "es", "/tour/" -> "en". */
export const languageOfPath = (path: string): Language => {
  const first = path.split("/")[1]
  return isLanguage(first) && first !== DEFAULT_LANGUAGE
    ? first
    : DEFAULT_LANGUAGE
}

/** A path without its language prefix: "/es/tour/" -> "/tour/", "/es" -> "/". */
export const pathWithoutLanguage = (path: string) => {
  const language = languageOfPath(path)
  if (language === DEFAULT_LANGUAGE) return path
  const rest = path.slice(language.length + 1)
  return rest.startsWith("/") ? rest : `/${rest}`
}

/** A page's path in a language: ("/tour/", "es") -> "/es/tour/"; ("/es/tour/", "en") -> "/tour/". */
export const localizePath = (path: string, language: Language) => {
  const bare = pathWithoutLanguage(path)
  return language === DEFAULT_LANGUAGE ? bare : `/${language}${bare}`
}

/**
 * A language's not-found page, at the two paths Gatsby writes it to: "/404/" and
 * "/404.html" (which hosts serve for a missing path), "/es/404/" and "/es/404.html".
 */
export const notFoundPaths = (language: Language) =>
  ["/404/", "/404.html"].map(path => localizePath(path, language))

type AlternateLink = { hrefLang: string; href: string }

/**
 * What a page tells search engines about its versions: one absolute link per language and
 * `x-default` (the default language's), the same list on every version, so each version
 * links the others back.
 */
export const alternateLinks = (
  siteUrl: string,
  path: string,
  translations: readonly Language[] = LANGUAGES,
): AlternateLink[] => {
  // A page in one language has no alternate: hreflang pairs pages that translate each other.
  if (translations.length < 2) return []
  const fallback = translations.includes(DEFAULT_LANGUAGE)
    ? DEFAULT_LANGUAGE
    : translations[0]
  return [
    ...translations.map(language => ({
      hrefLang: language,
      href: `${siteUrl}${localizePath(path, language)}`,
    })),
    {
      hrefLang: "x-default",
      href: `${siteUrl}${localizePath(path, fallback ?? DEFAULT_LANGUAGE)}`,
    },
  ]
}

/** Open Graph writes locales with an underscore: "es-US" -> "es_US". */
export const openGraphLocale = (locale: string) => locale.replace("-", "_")

/** What every page is given (src/build/languagePages.ts): the language it is written in. */
export type LanguageContext = { language: Language }

/** A page's language from its context, or from its path where the context has none. */
export const pageLanguage = (
  context: Partial<LanguageContext> | undefined,
  path: string,
): Language =>
  isLanguage(context?.language) ? context.language : languageOfPath(path)

/**
 * One language's value of a field written once per language (`{ "en": …, "es": … }`), or
 * undefined when the field holds no such group.
 */
export const inLanguage = (value: unknown, language: Language): unknown =>
  isRecord(value) ? value[language] : undefined
