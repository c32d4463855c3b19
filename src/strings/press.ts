// Apart from en.ts and es.ts, so that only the press page's script carries these.
import type { Language } from "../lib/languages"

const en = {
  biosHeading: "Biography",
  bioHeading: (length: string, words: string) => `${length} · ${words} words`,
  bioLengths: { short: "Short", medium: "Medium", long: "Long" },
  copy: "Copy",
  copied: "Copied",
  /** The Copy button's name for screen readers: "Copy the short biography". */
  copyLabel: (length: string) => `Copy the ${length.toLowerCase()} biography`,
  copiedNotice: (length: string) =>
    `The ${length.toLowerCase()} biography is on the clipboard.`,
  copyFailed:
    "The browser did not let the page copy: select the text and copy it.",
  photosHeading: "Press photos",
  photoBy: (name: string) => `Photo: ${name}`,
  download: "Download",
  photoFacts: (type: string, width: number, height: number, size: string) =>
    `${type}, ${width} × ${height} px, ${size}`,
  viewer: {
    previous: "Previous photo",
    next: "Next photo",
    close: "Close",
    position: (index: number, total: number) => `${index} of ${total}`,
  },
  quotesHeading: "What others say",
  factsHeading: "Fact sheet",
  facts: {
    hometown: "Home town",
    genres: "Genre",
    label: "Label",
    forFansOf: "For fans of",
    latestRelease: "Latest release",
    showsThisYear: (year: string) => `Shows in ${year}`,
  },
  downloadsHeading: "Downloads",
  rider: "Technical rider and stage plot",
  pdfType: "PDF",
  contactsHeading: "Contacts",
  roles: { booking: "Booking", management: "Management", press: "Press" },
}

const es: typeof en = {
  biosHeading: "Biografía",
  bioHeading: (length, words) => `${length} · ${words} palabras`,
  bioLengths: { short: "Corta", medium: "Media", long: "Larga" },
  copy: "Copiar",
  copied: "Copiada",
  copyLabel: length => `Copiar la biografía ${length.toLowerCase()}`,
  copiedNotice: length =>
    `La biografía ${length.toLowerCase()} está en el portapapeles.`,
  copyFailed:
    "El navegador no dejó copiar a la página: selecciona el texto y cópialo.",
  photosHeading: "Fotos de prensa",
  photoBy: name => `Foto: ${name}`,
  download: "Descargar",
  photoFacts: (type, width, height, size) =>
    `${type}, ${width} × ${height} px, ${size}`,
  viewer: {
    previous: "Foto anterior",
    next: "Foto siguiente",
    close: "Cerrar",
    position: (index, total) => `${index} de ${total}`,
  },
  quotesHeading: "Lo que dicen",
  factsHeading: "Ficha técnica",
  facts: {
    hometown: "Ciudad de origen",
    genres: "Género",
    label: "Sello",
    forFansOf: "Para fans de",
    latestRelease: "Último lanzamiento",
    showsThisYear: year => `Conciertos en ${year}`,
  },
  downloadsHeading: "Descargas",
  rider: "Rider técnico y plano de escenario",
  pdfType: "PDF",
  contactsHeading: "Contactos",
  roles: {
    booking: "Contrataciones",
    management: "Mánager",
    press: "Prensa",
  },
}

export const pressStrings: Record<Language, typeof en> = { en, es }

export type PressStrings = typeof en
