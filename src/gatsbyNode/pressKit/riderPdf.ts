import PDFDocument from "pdfkit"

import type { PressContact } from "../../lib/props/pressContact"
import { formatLongDate } from "../../lib/format/formatDate"
import type { Language } from "../../lib/languages"
import { pressStrings } from "../../strings/press"
import { pressKitStrings } from "../../strings/pressKit"

export type RiderContent = {
  sections: readonly { heading: string; items: readonly string[] }[]
  /** In percent: across from the left as the audience sees it, depth from the front. */
  stagePlot: readonly { label: string; across: number; depth: number }[]
  contacts: readonly PressContact[]
}

export type RiderData = RiderContent & {
  language: Language
  artistName: string
  locale: string
}

const MARGIN = 56
const INK = "#000000"
const MUTED = "#555555"
const STAGE_FILL = "#f2f2f2"
const PLACE_FILL = "#ffffff"
const PLACE = { width: 116, height: 40 }

const bold = (document: PDFKit.PDFDocument, size: number) =>
  document.font("Helvetica-Bold").fontSize(size)

const regular = (document: PDFKit.PDFDocument, size: number) =>
  document.font("Helvetica").fontSize(size)

const contactLine = (data: RiderData, contact: PressContact) =>
  `${pressStrings[data.language].roles[contact.role]}: ${[
    contact.name,
    contact.company,
    contact.email,
  ]
    .filter(Boolean)
    .join(", ")}`

const requirementsPage = (document: PDFKit.PDFDocument, data: RiderData) => {
  const words = pressKitStrings[data.language]
  for (const section of data.sections) {
    bold(document, 13).fillColor(INK).text(section.heading).moveDown(0.3)
    regular(document, 11)
      .list([...section.items], { bulletRadius: 2, textIndent: 14, lineGap: 2 })
      .moveDown(1)
  }
  bold(document, 13).text(words.contacts, MARGIN).moveDown(0.3)
  regular(document, 11)
  for (const contact of data.contacts) {
    document.text(contactLine(data, contact), { lineGap: 2 })
  }
}

// Seen from the audience, so the front is at the bottom.
const stagePlotPage = (document: PDFKit.PDFDocument, data: RiderData) => {
  const words = pressKitStrings[data.language]
  document.addPage()
  bold(document, 20).fillColor(INK).text(words.stagePlot).moveDown(0.8)
  const stage = {
    x: MARGIN,
    y: document.y,
    width: document.page.width - 2 * MARGIN,
    height: 360,
  }
  document
    .rect(stage.x, stage.y, stage.width, stage.height)
    .fillAndStroke(STAGE_FILL, INK)
  const clamp = (value: number, low: number, high: number) =>
    Math.min(Math.max(value, low), high)
  for (const place of data.stagePlot) {
    const x = clamp(
      stage.x + (place.across / 100) * stage.width - PLACE.width / 2,
      stage.x + 6,
      stage.x + stage.width - PLACE.width - 6,
    )
    const y = clamp(
      stage.y + (1 - place.depth / 100) * stage.height - PLACE.height / 2,
      stage.y + 6,
      stage.y + stage.height - PLACE.height - 6,
    )
    document
      .roundedRect(x, y, PLACE.width, PLACE.height, 6)
      .fillAndStroke(PLACE_FILL, INK)
    bold(document, 9)
      .fillColor(INK)
      .text(place.label, x + 4, y + 8, {
        width: PLACE.width - 8,
        height: PLACE.height - 10,
        align: "center",
      })
  }
  bold(document, 12)
    .fillColor(INK)
    .text(words.audience.toUpperCase(), stage.x, stage.y + stage.height + 14, {
      width: stage.width,
      align: "center",
    })
  regular(document, 9)
    .fillColor(MUTED)
    .text(words.stagePlotView, stage.x, document.y + 8, {
      width: stage.width,
      align: "center",
    })
}

/** An A4 PDF dated by the build's time, so the same data gives the same bytes. */
export const a4Pdf = (
  title: string,
  author: string,
  builtAt: Date,
  draw: (document: PDFKit.PDFDocument) => void,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      info: {
        Title: title,
        Author: author,
        CreationDate: builtAt,
        ModDate: builtAt,
      },
    })
    const chunks: Buffer[] = []
    document.on("data", (chunk: Buffer) => chunks.push(chunk))
    document.on("end", () => resolve(Buffer.concat(chunks)))
    document.on("error", reject)
    draw(document)
    document.end()
  })

export const buildRiderPdf = (data: RiderData, builtAt: Date) => {
  const words = pressKitStrings[data.language]
  const title = words.riderTitle(data.artistName)
  return a4Pdf(title, data.artistName, builtAt, document => {
    bold(document, 24).text(title)
    regular(document, 10)
      .fillColor(MUTED)
      .text(
        words.riderOf(
          formatLongDate(builtAt.toISOString().slice(0, 10), data.locale),
        ),
      )
      .moveDown(1.2)
    requirementsPage(document, data)
    stagePlotPage(document, data)
  })
}
