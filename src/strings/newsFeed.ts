// Apart from en.ts and es.ts: only the build writes the feeds (plugins/news-feed/).
import type { Language } from "../lib/languages"

const en = {
  title: (name: string) => `${name}: news`,
  /** An entry's title; {kind} as music.kindsInSentence writes it. */
  releaseOut: (title: string, kind: string) => `New ${kind}: ${title}`,
  releaseComing: (title: string, kind: string) =>
    `Coming soon: the ${kind} ${title}`,
  showAnnounced: (city: string) => `New show in ${city}`,
  showCancelled: (city: string) => `Cancelled: the show in ${city}`,
  showPostponed: (city: string) => `Postponed: the show in ${city}`,
  showRescheduled: (city: string) => `New date for the show in ${city}`,
  /** A show entry's summary; {day}: the show's day, written out. */
  showSummary: (venue: string, city: string, day: string) =>
    `${venue}, ${city}, on ${day}.`,
}

const es: typeof en = {
  title: name => `${name}: noticias`,
  releaseOut: (title, kind) => `Ya salió ${kind} ${title}`,
  releaseComing: (title, kind) => `Muy pronto: ${kind} ${title}`,
  showAnnounced: city => `Nuevo concierto en ${city}`,
  showCancelled: city => `Cancelado: el concierto en ${city}`,
  showPostponed: city => `Pospuesto: el concierto en ${city}`,
  showRescheduled: city => `Nueva fecha para el concierto en ${city}`,
  showSummary: (venue, city, day) => `${venue}, ${city}, el ${day}.`,
}

export const newsFeedStrings: Record<Language, typeof en> = { en, es }
