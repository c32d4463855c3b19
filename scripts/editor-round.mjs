// An editor's typical round of changes on a copy of data/, which npm test builds and runs the
// content checks on: they must hold whatever data/ held to begin with.
import { readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

import { freshCopy, writeJson } from "./files.mjs"

const data = "test-results/editor-round-data"
freshCopy("data", data)

const entryFiles = folderName => {
  try {
    return readdirSync(path.join(data, folderName))
      .filter(name => name.endsWith(".json"))
      .sort()
  } catch {
    return []
  }
}

const edits = []

writeJson(path.join(data, "shows/editor-round-lima.json"), {
  slug: "editor-round-lima",
  city: { en: "Lima", es: "Lima" },
  country: { en: "Peru", es: "Perú" },
  countryCode: "PE",
  venue: "Gran Teatro Nacional",
  streetAddress: "Av. Javier Prado Este 2225",
  postalCode: "15036",
  date: "2027-03-20",
  startTime: "20:30",
  endTime: "23:00",
  timeZone: "America/Lima",
  announced: "2026-11-20",
})
edits.push("added data/shows/editor-round-lima.json")

await sharp({
  create: { width: 1400, height: 1400, channels: 3, background: "#7b2ff7" },
})
  .jpeg()
  .toFile(path.join(data, "images/releases/editor-round-single.jpg"))
writeJson(path.join(data, "releases/editor-round-single.json"), {
  slug: "editor-round-single",
  title: "Noche Nueva",
  kind: "single",
  releaseDate: "2026-11-20",
  description: {
    en: "A new single, added in the editor round of the test run.",
    es: "Un sencillo nuevo, agregado en la ronda de edición de las pruebas.",
  },
  gradient: ["#7b2ff7", "#f107a3"],
  cover: "images/releases/editor-round-single.jpg",
  coverAlt: { en: "A violet square", es: "Un cuadro violeta" },
  spotifyUrl: "https://open.spotify.com/track/EditorRound0000000000",
  appleMusicUrl: "https://music.apple.com/us/album/noche-nueva/1799999999",
  comingSoon: false,
  tracks: [{ title: "Noche Nueva", duration: "3:05" }],
})
edits.push("added data/releases/editor-round-single.json with a new cover")

const products = entryFiles("products")
if (products.length > 0) {
  const file = path.join("products", products[0])
  const product = JSON.parse(readFileSync(path.join(data, file), "utf8"))
  writeJson(path.join(data, file), { ...product, price: 12.5 })
  edits.push(`changed the price in data/${file}`)
}
if (products.length > 1) {
  rmSync(path.join(data, "products", products.at(-1)))
  edits.push(`removed data/products/${products.at(-1)}`)
}

console.log(`Editor round in ${data}:\n  ${edits.join("\n  ")}`)
