import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

/**
 * A fresh folder in the system's temporary folder for each test of the enclosing
 * `describe`, removed after the test; read its path through the function returned
 * (it changes from test to test). For tests of code that writes files.
 */
export const scratchFolder = (prefix: string) => {
  let folder = ""
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), prefix))
  })
  afterEach(() => rm(folder, { recursive: true, force: true }))
  return () => folder
}
