// Apart from en.ts and es.ts: only the build writes the press kit (src/gatsbyNode/pressKit/).
import type { Language } from "../lib/languages"

const en = {
  factSheetTitle: (name: string) => `${name}: fact sheet`,
  genres: "Genres",
  homeTown: "Home town",
  label: "Label",
  forFansOf: "For fans of",
  latestRelease: "Latest release",
  pressContact: "Press and bookings",
  website: "Website",
  /** A press photo's credit, as it must be printed. */
  photoBy: (name: string) => `Photo: ${name}`,
  builtOn: (day: string) => `Press kit of ${day}.`,
  riderTitle: (name: string) => `${name}: technical rider`,
  riderOf: (day: string) => `Technical rider of ${day}.`,
  stagePlot: "Stage plot",
  audience: "Audience",
  /** Under the stage plot: which way it is drawn. */
  stagePlotView:
    "As the audience sees the stage: the front of the stage at the bottom.",
  contacts: "Contacts",
  readme: (name: string, email: string, site: string) =>
    [
      `${name}: press kit`,
      "",
      "biography-short.txt   the biography in about 50 words",
      "biography-medium.txt  the biography in about 150 words",
      "biography-long.txt    the full biography",
      "fact-sheet.pdf        one page: genres, home town, label, latest release, contacts, profiles",
      "technical-rider.pdf   what the show needs, the stage plot and the contacts",
      "photos/               press photos at full resolution; credits.txt gives each one's credit and licence",
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
    factSheetTitle: name => `${name}: ficha técnica`,
    genres: "Géneros",
    homeTown: "Ciudad de origen",
    label: "Sello",
    forFansOf: "Para fans de",
    latestRelease: "Último lanzamiento",
    pressContact: "Prensa y contrataciones",
    website: "Sitio web",
    photoBy: name => `Foto: ${name}`,
    builtOn: day => `Kit de prensa del ${day}.`,
    riderTitle: name => `${name}: rider técnico`,
    riderOf: day => `Rider técnico del ${day}.`,
    stagePlot: "Plano de escenario",
    audience: "Público",
    stagePlotView:
      "Como el público ve el escenario: el frente del escenario abajo.",
    contacts: "Contactos",
    readme: (name, email, site) =>
      [
        `${name}: kit de prensa`,
        "",
        "biography-short.txt   la biografía en unas 50 palabras",
        "biography-medium.txt  la biografía en unas 150 palabras",
        "biography-long.txt    la biografía completa",
        "fact-sheet.pdf        una página: géneros, ciudad de origen, sello, último lanzamiento, contactos y perfiles",
        "technical-rider.pdf   lo que necesita el show, el plano de escenario y los contactos",
        "photos/               fotos de prensa en resolución completa; credits.txt indica el crédito y la licencia de cada una",
        "covers/               las portadas de todos los lanzamientos",
        "",
        `Prensa y contrataciones: ${email}`,
        `Sitio web: ${site}`,
        "",
      ].join("\n"),
  },
}
