// Apart from en.ts and es.ts, so that only the pages that show news carry these.
import type { Language } from "../lib/languages"

const en = {
  latestHeading: "Latest news",
  allNews: "All news",
  /** The list's navigation between its pages. */
  pagesLabel: "News pages",
  newer: "Newer posts",
  older: "Older posts",
  nothingYet: "No news yet: the first post is on its way.",
  /** Before the day a post last changed. */
  updated: "Updated",
  /** Above the release or show a post is about. */
  aboutRelease: "The release",
  aboutShow: "The show",
  releaseLink: "Listen and read the credits",
  showLink: "Dates, venue and tickets",
  /** The visual editor's preview of a post not written in this language. */
  notWritten: "Not published in English: the post has no English text.",
}

const es: typeof en = {
  latestHeading: "Últimas noticias",
  allNews: "Todas las noticias",
  pagesLabel: "Páginas de noticias",
  newer: "Más recientes",
  older: "Anteriores",
  nothingYet: "Todavía no hay noticias: la primera viene en camino.",
  updated: "Actualizado el",
  aboutRelease: "El lanzamiento",
  aboutShow: "El concierto",
  releaseLink: "Escucha y lee los créditos",
  showLink: "Fecha, lugar y boletos",
  notWritten:
    "No se publica en español: la publicación no tiene texto en español.",
}

export const newsStrings: Record<Language, typeof en> = { en, es }
