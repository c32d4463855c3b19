// The visual editor's previews: what they add around the site's own components.
import type { Language } from "../lib/languages"

const en = {
  /** Above a page's title and description as a search engine lists it. */
  searchResult: "In search results and shared links",
  /** The page texts' preview: each page's intro, under its address. */
  pageAt: (path: string) => `The page at ${path}`,
  /** Beside the footer's sign-up form on the contact file's preview. */
  signupForm:
    "The mailing list's form, as the footer and the home page show it",
}

const es: typeof en = {
  searchResult: "En buscadores y enlaces compartidos",
  pageAt: (path: string) => `La página ${path}`,
  signupForm:
    "El formulario de la lista de correo, como lo muestran el pie de página y la portada",
}

export const editorPreviewStrings: Record<Language, typeof en> = { en, es }
