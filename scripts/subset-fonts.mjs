// `npm run fonts`: cuts the fonts to the characters and weights in src/styles/fontSubset.json.
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import subsetFont from "subset-font"

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const { characters, bodyWeights } = JSON.parse(
  await readFile(path.join(root, "src/styles/fontSubset.json"), "utf8"),
)

const fonts = [
  {
    from: "node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2",
    to: "src/fonts/anton-subset.woff2",
  },
  {
    from: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    to: "src/fonts/inter-variable-subset.woff2",
    // Only the weights the styles use: a narrower axis keeps fewer deltas.
    variationAxes: { wght: bodyWeights },
  },
]

for (const font of fonts) {
  const original = await readFile(path.join(root, font.from))
  const subset = await subsetFont(original, characters, {
    targetFormat: "woff2",
    ...(font.variationAxes && { variationAxes: font.variationAxes }),
  })
  await writeFile(path.join(root, font.to), subset)
  console.log(
    `${font.to}: ${original.length} → ${subset.length} bytes (${characters.length} characters)`,
  )
}
