/**
 * @jest-environment node
 */
import { readdirSync } from "node:fs"
import path from "node:path"

import { unzipSync, strFromU8 } from "fflate"
import { PDFDocument } from "pdf-lib"

import { pdfTextByPage } from "../../test/pdfText"
import { scratchFolder } from "../../test/scratchFolder"
import {
  buildPressKit,
  pressKitPath,
  riderDataOf,
  riderPath,
  type PressKitData,
} from "./pressKit"
import { buildRiderPdf } from "./riderPdf"

const FIXTURE_IMAGES = path.resolve("tests/fixtures/data/images")

const data: PressKitData = {
  language: "en",
  site: {
    name: "Nova Reyes",
    tagline: "Latin pop with a neon heartbeat",
    siteUrl: "https://novareyes.example",
    locale: "en-US",
    genres: ["Latin pop", "Reggaetón"],
    pressEmail: "press@novareyes.example",
    streaming: {
      spotifyUrl: "https://open.spotify.com/artist/x",
      appleMusicUrl: "https://music.apple.com/us/artist/x/1",
    },
    socials: [{ label: "Instagram", url: "https://www.instagram.com/x" }],
  },
  press: {
    bios: {
      short: "Nova Reyes makes Latin pop in two languages.",
      medium: "Nova Reyes makes Latin pop in two languages, at some length.",
      long: ["First paragraph.", "Second paragraph."],
    },
    facts: {
      hometown: "East Los Angeles, California",
      label: "Casa Neón",
      forFansOf: ["Kali Uchis", "Selena"],
    },
    photos: [
      {
        file: path.join(FIXTURE_IMAGES, "artist/nova-reyes.jpg"),
        caption: "Nova at sunset",
        credit: "Camila Ortiz",
        licence: "Free for editorial use with credit",
      },
      {
        file: path.join(FIXTURE_IMAGES, "press/stage.jpg"),
        caption: "Nova on stage",
        credit: "Diego Salas",
        licence: "Free for editorial use with credit",
      },
    ],
    rider: {
      sections: [
        { heading: "Sound", items: ["A PA for the room", "Six monitor mixes"] },
      ],
      stagePlot: [
        { label: "Lead vocal", across: 50, depth: 10 },
        { label: "Drum riser", across: 50, depth: 80 },
      ],
      contacts: [
        {
          role: "booking",
          name: "Lucía Herrera",
          company: "Ritmo Talent",
          email: "booking@novareyes.example",
        },
      ],
    },
  },
  releases: [
    {
      slug: "corazon-electrico",
      title: "Corazón Eléctrico",
      kind: "ep",
      releaseDate: "2026-03-14",
      cover: path.join(FIXTURE_IMAGES, "releases/corazon-electrico.jpg"),
    },
    {
      slug: "luz-de-neon",
      title: "Luz de Neón",
      kind: "single",
      releaseDate: "2025-10-03",
      cover: path.join(FIXTURE_IMAGES, "releases/luz-de-neon.jpg"),
    },
  ],
}

const builtAt = new Date("2026-04-01T12:00:00Z")

describe("buildPressKit", () => {
  it("is named after the artist and served from /press/", async () => {
    const kit = await buildPressKit(data, builtAt)
    expect(kit.fileName).toBe("nova-reyes-press-kit.zip")
    expect(pressKitPath("Nova Reyes")).toBe("/press/nova-reyes-press-kit.zip")
  })

  it("holds the three biographies, the photos with their credits, every released cover, the fact sheet and the rider, in one folder", async () => {
    const files = unzipSync((await buildPressKit(data, builtAt)).bytes)
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "biography-long.txt",
        "biography-medium.txt",
        "biography-short.txt",
        "covers/corazon-electrico.jpg",
        "covers/luz-de-neon.jpg",
        "fact-sheet.pdf",
        "photos/credits.txt",
        "photos/nova-reyes.jpg",
        "photos/stage.jpg",
        "technical-rider.pdf",
      ].map(name => `nova-reyes-press-kit/${name}`),
    )
    const text = (name: string) =>
      strFromU8(files[`nova-reyes-press-kit/${name}`] ?? new Uint8Array())
    expect(text("biography-short.txt")).toBe(
      "Nova Reyes makes Latin pop in two languages.\n",
    )
    expect(text("biography-medium.txt")).toBe(
      "Nova Reyes makes Latin pop in two languages, at some length.\n",
    )
    expect(text("biography-long.txt")).toBe(
      "First paragraph.\n\nSecond paragraph.\n",
    )
    expect(text("photos/credits.txt")).toBe(
      [
        "nova-reyes.jpg: Nova at sunset. Photo: Camila Ortiz. Free for editorial use with credit.",
        "stage.jpg: Nova on stage. Photo: Diego Salas. Free for editorial use with credit.",
        "",
      ].join("\n"),
    )
    expect(text("README.txt")).toContain("press@novareyes.example")
    // Photos at full resolution: the very bytes of the data folder's file.
    const { readFileSync } = await import("node:fs")
    for (const photo of data.press.photos) {
      expect(
        files[`nova-reyes-press-kit/photos/${path.basename(photo.file)}`],
      ).toEqual(new Uint8Array(readFileSync(photo.file)))
    }
  })

  it("writes a fact sheet that opens as a one-page PDF with the artist's facts", async () => {
    const files = unzipSync((await buildPressKit(data, builtAt)).bytes)
    const pdf = files["nova-reyes-press-kit/fact-sheet.pdf"] ?? new Uint8Array()
    expect(strFromU8(pdf.slice(0, 5))).toBe("%PDF-")
    const document = await PDFDocument.load(pdf)
    expect(document.getPageCount()).toBe(1)
    expect(document.getTitle()).toBe("Nova Reyes: fact sheet")
    expect(document.getAuthor()).toBe("Nova Reyes")
    const [page] = pdfTextByPage(pdf)
    expect(page).toContain("Casa Neón")
    expect(page).toContain("Kali Uchis, Selena")
    expect(page).toContain("East Los Angeles, California")
  })

  it("carries the same technical rider the press page offers", async () => {
    const files = unzipSync((await buildPressKit(data, builtAt)).bytes)
    const inKit = files["nova-reyes-press-kit/technical-rider.pdf"]
    const alone = await buildRiderPdf(riderDataOf(data), builtAt)
    expect(Buffer.from(inKit ?? []).equals(alone)).toBe(true)
    expect(riderPath("Nova Reyes")).toBe(
      "/press/nova-reyes-technical-rider.pdf",
    )
  })

  it("gives the same bytes for the same data and build time", async () => {
    const first = await buildPressKit(data, builtAt)
    const second = await buildPressKit(data, builtAt)
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(
      true,
    )
  })

  describe("with a cache folder", () => {
    const cacheDir = scratchFolder("press-kit-")

    it("keeps one kit per set of entries, and makes a new one when an entry changes", async () => {
      const first = await buildPressKit(data, builtAt, cacheDir())
      const again = await buildPressKit(data, builtAt, cacheDir())
      expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(
        true,
      )
      expect(readdirSync(cacheDir())).toHaveLength(1)
      const renamed = { ...data, site: { ...data.site, name: "Nova" } }
      const other = await buildPressKit(renamed, builtAt, cacheDir())
      expect(Buffer.from(other.bytes).equals(Buffer.from(first.bytes))).toBe(
        false,
      )
      expect(readdirSync(cacheDir())).toHaveLength(2)
    })
  })

  it("writes the Spanish kit in Spanish: its readme, credits and fact sheet", async () => {
    const spanish: PressKitData = {
      ...data,
      language: "es",
      site: { ...data.site, locale: "es-US" },
      press: {
        ...data.press,
        bios: { ...data.press.bios, short: "Nova Reyes hace pop latino." },
        photos: data.press.photos.slice(0, 1).map(photo => ({
          ...photo,
          caption: "Nova al atardecer",
          licence: "Uso editorial libre con crédito",
        })),
      },
    }
    const files = unzipSync((await buildPressKit(spanish, builtAt)).bytes)
    const text = (name: string) =>
      strFromU8(files[`nova-reyes-press-kit/${name}`] ?? new Uint8Array())
    expect(text("biography-short.txt")).toBe("Nova Reyes hace pop latino.\n")
    expect(text("photos/credits.txt")).toBe(
      "nova-reyes.jpg: Nova al atardecer. Foto: Camila Ortiz. Uso editorial libre con crédito.\n",
    )
    expect(text("README.txt")).toMatch(/^Nova Reyes: kit de prensa\n/)
    // The website is the Spanish home page.
    expect(text("README.txt")).toContain("https://novareyes.example/es/\n")
    const pdf = files["nova-reyes-press-kit/fact-sheet.pdf"] ?? new Uint8Array()
    const document = await PDFDocument.load(pdf)
    expect(document.getTitle()).toBe("Nova Reyes: ficha técnica")
  })
})
