import { isRecord } from "./data/isRecord"

/** English at the root (/about/), Spanish under /es/ (/es/about/), with the same slugs. */
export const LANGUAGES = ["en", "es"] as const

export type Language = (typeof LANGUAGES)[number]

/** In English, for messages to the site's team ("the Spanish (es) translation"). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Spanish",
}

/** The language at the site's root, and the one search engines get for `x-default`. */
export const DEFAULT_LANGUAGE: Language = "en"

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value)

export const languageOrDefault = (value: unknown): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE

export const languageRoot = (language: Language) =>
  language === DEFAULT_LANGUAGE ? "/" : `/${language}/`

export const languageOfPath = (path: string): Language =>
  languageOrDefault(path.split("/")[1])

export const pathWithoutLanguage = (path: string) => {
  const language = languageOfPath(path)
  if (language === DEFAULT_LANGUAGE) return path
  const rest = path.slice(language.length + 1)
  return rest.startsWith("/") ? rest : `/${rest}`
}

export const localizePath = (path: string, language: Language) => {
  const bare = pathWithoutLanguage(path)
  return language === DEFAULT_LANGUAGE ? bare : `/${language}${bare}`
}

/** Gatsby writes the not-found page to both "/404/" and "/404.html", which hosts serve. */
export const notFoundPaths = (language: Language) =>
  ["/404/", "/404.html"].map(path => localizePath(path, language))

type AlternateLink = { hrefLang: string; href: string }

/** The same hreflang list on every version, so each version links the others back. */
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

export type LanguageContext = { language: Language }

export const pageLanguage = (
  context: Partial<LanguageContext> | undefined,
  path: string,
): Language =>
  isLanguage(context?.language) ? context.language : languageOfPath(path)

export const inLanguage = (value: unknown, language: Language): unknown =>
  isRecord(value) ? value[language] : undefined
