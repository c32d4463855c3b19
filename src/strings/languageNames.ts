import type { Language } from "../lib/languages"

/** Every page's switch shows both languages, so these are not in either language's module. */
export const languageNames: Record<
  Language,
  { name: string; code: string; readIn: string }
> = {
  en: { name: "English", code: "EN", readIn: "Read this page in English" },
  es: { name: "Español", code: "ES", readIn: "Leer esta página en español" },
}
