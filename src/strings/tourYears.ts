// Apart from en.ts and es.ts, so that only the tour's pages carry these.
import type { Language } from "../lib/languages"

const en = {
  /** Above the links to each year's shows. */
  heading: "Shows by year",
  yearTitle: (tour: string, year: number) => `${tour} ${year}`,
  yearHeading: (year: number) => `Shows in ${year}`,
  yearIntro: (count: number, year: number) =>
    `${count === 1 ? "One show" : `${count} shows`} in ${year}, the latest first. Each has its own page.`,
  yearDescription: (name: string, year: number, count: number) =>
    `Every show ${name} played in ${year}: ${count === 1 ? "one date" : `${count} dates`}, with their cities and venues.`,
}

const es: typeof en = {
  heading: "Conciertos por año",
  yearTitle: (tour, year) => `${tour} ${year}`,
  yearHeading: year => `Conciertos de ${year}`,
  yearIntro: (count, year) =>
    `${count === 1 ? "Un concierto" : `${count} conciertos`} en ${year}, del más reciente al más antiguo. Cada uno tiene su página.`,
  yearDescription: (name, year, count) =>
    `Todos los conciertos de ${name} en ${year}: ${count === 1 ? "una fecha" : `${count} fechas`}, con sus ciudades y recintos.`,
}

export const tourYearsStrings: Record<Language, typeof en> = { en, es }
