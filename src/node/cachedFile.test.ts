/**
 * @jest-environment node
 */
import path from "node:path"

import { cachedFile } from "./cachedFile"
import { scratchFolder } from "../test/scratchFolder"

describe("cachedFile", () => {
  const folder = scratchFolder("cached-file-")
  const bytes = (text: string) => new TextEncoder().encode(text)

  it("makes the bytes once, then gives back the kept ones", async () => {
    const cacheDir = path.join(folder(), "cache")
    let makes = 0
    const make = async () => {
      makes += 1
      return bytes(`made ${makes}`)
    }
    const first = await cachedFile(cacheDir, "a.bin", make)
    const second = await cachedFile(cacheDir, "a.bin", make)
    expect(first).toEqual({ bytes: bytes("made 1"), made: true })
    expect({ ...second, bytes: [...second.bytes] }).toEqual({
      bytes: [...bytes("made 1")],
      made: false,
    })
    expect((await cachedFile(cacheDir, "b.bin", make)).made).toBe(true)
    expect(makes).toBe(2)
  })

  it("always makes them without a cache folder", async () => {
    const make = async () => bytes("fresh")
    await cachedFile(undefined, "a.bin", make)
    expect((await cachedFile(undefined, "a.bin", make)).made).toBe(true)
  })
})
