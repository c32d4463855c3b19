/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

import { removeAllBut } from "./removeAllBut"

describe("removeAllBut", () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "remove-all-but-"))
  })
  afterEach(() => rm(folder, { recursive: true, force: true }))

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
      await writeFile(path.join(folder, name), name)
    await mkdir(path.join(folder, "stale"))
    await writeFile(path.join(folder, "stale", "file.js"), "")

    await removeAllBut(folder, ["index.html", "admin-new.js"])

    expect((await readdir(folder)).sort()).toEqual([
      "admin-new.js",
      "admin-new.js.gz",
      "index.html",
      "index.html.br",
    ])
  })
})
