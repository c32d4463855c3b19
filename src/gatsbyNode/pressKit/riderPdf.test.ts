/**
 * @jest-environment node
 */
import { PDFDocument } from "pdf-lib"

import { pdfTextByPage } from "../../test/pdfText"
import { buildRiderPdf, type RiderData } from "./riderPdf"

const rider: RiderData = {
  language: "en",
  artistName: "Nova Reyes",
  locale: "en-US",
  sections: [
    {
      heading: "Sound",
      items: ["A digital desk of at least 32 inputs", "Six monitor mixes"],
    },
    { heading: "Hospitality", items: ["Still water and fruit for nine"] },
  ],
  stagePlot: [
    { label: "Lead vocal", across: 50, depth: 10 },
    { label: "Drum riser", across: 50, depth: 80 },
    { label: "Trombone", across: 100, depth: 100 },
  ],
  contacts: [
    {
      role: "booking",
      name: "Lucía Herrera",
      company: "Ritmo Talent",
      email: "booking@novareyes.example",
    },
    { role: "press", name: "Renata Flores", email: "press@novareyes.example" },
  ],
}

const builtAt = new Date("2026-04-01T12:00:00Z")

describe("buildRiderPdf", () => {
  it("writes the requirements and the contacts on the first page, the stage plot on the second", async () => {
    const pdf = await buildRiderPdf(rider, builtAt)
    const document = await PDFDocument.load(pdf)
    expect(document.getPageCount()).toBe(2)
    expect(document.getTitle()).toBe("Nova Reyes: technical rider")
    const [requirements, plot] = pdfTextByPage(pdf)
    expect(requirements?.split("\n")).toEqual([
      "Nova Reyes: technical rider",
      "Technical rider of Wednesday, April 1, 2026.",
      "Sound",
      "A digital desk of at least 32 inputs",
      "Six monitor mixes",
      "Hospitality",
      "Still water and fruit for nine",
      "Contacts",
      "Booking: Lucía Herrera, Ritmo Talent, booking@novareyes.example",
      "Press: Renata Flores, press@novareyes.example",
    ])
    expect(plot?.split("\n")).toEqual([
      "Stage plot",
      "Lead vocal",
      "Drum riser",
      "Trombone",
      "AUDIENCE",
      "As the audience sees the stage: the front of the stage at the bottom.",
    ])
  })

  it("writes the Spanish rider in Spanish", async () => {
    const pdf = await buildRiderPdf(
      {
        ...rider,
        language: "es",
        locale: "es-US",
        sections: [{ heading: "Sonido", items: ["Seis mezclas de monitores"] }],
      },
      builtAt,
    )
    const document = await PDFDocument.load(pdf)
    expect(document.getTitle()).toBe("Nova Reyes: rider técnico")
    const [requirements, plot] = pdfTextByPage(pdf)
    expect(requirements).toContain(
      "Rider técnico del miércoles, 1 de abril de 2026.",
    )
    expect(requirements).toContain(
      "Contrataciones: Lucía Herrera, Ritmo Talent, booking@novareyes.example",
    )
    expect(plot).toContain("Plano de escenario")
    expect(plot).toContain("PÚBLICO")
  })

  it("gives the same bytes for the same data and build time", async () => {
    const first = await buildRiderPdf(rider, builtAt)
    const second = await buildRiderPdf(rider, builtAt)
    expect(first.equals(second)).toBe(true)
  })
})
