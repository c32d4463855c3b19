/**
 * The words inside the press kit (src/build/pressKit/), in each language. They live apart
 * from en.ts and es.ts because only the build writes them: no page's script carries them.
 */
import type { Language } from "../lib/languages"

const en = {
  factSheetTitle: (name: string) => `${name}: fact sheet`,
  genres: "Genres",
  homeTown: "Home town",
  latestRelease: "Latest release",
  pressContact: "Press and bookings",
  website: "Website",
  /** A press photo's credit, as it must be printed. */
  photoBy: (name: string) => `Photo: ${name}`,
  builtOn: (day: string) => `Press kit of ${day}.`,
  readme: (name: string, email: string, site: string) =>
    [
      `${name}: press kit`,
      "",
      "biography-short.txt   the biography in one or two sentences",
      "biography-long.txt    the full biography",
      "fact-sheet.pdf        one page: genres, home town, latest release, contacts, profiles",
      "photos/               press photos at full resolution; credits.txt gives each one's credit",
      "covers/               the cover art of every release",
      "",
      `Press and bookings: ${email}`,
      `Website: ${site}`,
      "",
    ].join("\n"),
}

export type PressKitStrings = typeof en

export const pressKitStrings: Record<Language, PressKitStrings> = {
  en,
  es: {
    factSheetTitle: (name: string) => `${name}: ficha técnica`,
    genres: "Géneros",
    homeTown: "Ciudad de origen",
    latestRelease: "Último lanzamiento",
    pressContact: "Prensa y contrataciones",
    website: "Sitio web",
    /** A press photo's credit, as it must be printed. */
    photoBy: (name: string) => `Foto: ${name}`,
    builtOn: (day: string) => `Kit de prensa del ${day}.`,
    readme: (name: string, email: string, site: string) =>
      [
        `${name}: kit de prensa`,
        "",
        "biography-short.txt   la biografía en una o dos frases",
        "biography-long.txt    la biografía completa",
        "fact-sheet.pdf        una página: géneros, ciudad de origen, último lanzamiento, contactos y perfiles",
        "photos/               fotos de prensa en resolución completa; credits.txt indica el crédito de cada una",
        "covers/               las portadas de todos los lanzamientos",
        "",
        `Prensa y contrataciones: ${email}`,
        `Sitio web: ${site}`,
        "",
      ].join("\n"),
  },
}
