/**
 * @jest-environment node
 */
import { mkdir, readdir, writeFile } from "node:fs/promises"
import path from "node:path"

import { removeAllBut } from "./removeAllBut"
import { scratchFolder } from "../test/scratchFolder"

describe("removeAllBut", () => {
  const folder = scratchFolder("remove-all-but-")

  it("keeps the files named and their compressed copies, and removes the rest", async () => {
    for (const name of [
      "index.html",
      "index.html.br",
      "admin-new.js",
      "admin-new.js.gz",
      "admin-old.js",
      "admin-old.js.br",
      "admin-old.js.gz",
    ])
      await writeFile(path.join(folder(), name), name)
    for (const nested of ["stale", "fonts"]) {
      await mkdir(path.join(folder(), nested))
      await writeFile(path.join(folder(), nested, "file.woff2"), "")
    }

    await removeAllBut(folder(), [
      "index.html",
      "admin-new.js",
      "fonts/file.woff2",
    ])

    expect((await readdir(folder())).sort()).toEqual([
      "admin-new.js",
      "admin-new.js.gz",
      "fonts",
      "index.html",
      "index.html.br",
    ])
  })
})
