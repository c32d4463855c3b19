import type { Language } from "../lib/languages"

/**
 * Each language as its own readers write it: its name, its short code and the switch's
 * link to it, read out to screen readers. Every page shows both languages in the switch,
 * so these stay beside the code, not in either language's module (a page loads its own).
 */
export const languageNames: Record<
  Language,
  { name: string; code: string; readIn: string }
> = {
  en: { name: "English", code: "EN", readIn: "Read this page in English" },
  es: { name: "Español", code: "ES", readIn: "Leer esta página en español" },
}
