/**
 * @jest-environment node
 */
import { readdir, utimes, writeFile } from "node:fs/promises"
import path from "node:path"

import { cachedFile, pruneCachedFiles } from "./cachedFile"
import { scratchFolder } from "../test/scratchFolder"

describe("cachedFile", () => {
  const folder = scratchFolder("cached-file-")
  const bytes = (text: string) => new TextEncoder().encode(text)
  const DAY = 24 * 60 * 60 * 1000

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
    expect(await readdir(cacheDir)).toEqual(["a.bin", "b.bin"])
  })

  it("marks a kept file as used when it gives it back", async () => {
    const cacheDir = path.join(folder(), "used")
    const make = async () => bytes("made")
    await cachedFile(cacheDir, "a.bin", make)
    const longAgo = new Date(Date.now() - DAY)
    await utimes(path.join(cacheDir, "a.bin"), longAgo, longAgo)
    await cachedFile(cacheDir, "a.bin", make)
    expect(await pruneCachedFiles(cacheDir, new Set(), DAY / 2)).toBe(0)
    expect(await readdir(cacheDir)).toEqual(["a.bin"])
  })

  it("prunes what this build did not use, once no build has used it for the time given", async () => {
    const cacheDir = path.join(folder(), "pruned")
    const longAgo = new Date(Date.now() - 2 * DAY)
    for (const name of ["used.bin", "old.bin", "recent.bin"]) {
      await cachedFile(cacheDir, name, async () => bytes(name))
      if (name !== "recent.bin")
        await utimes(path.join(cacheDir, name), longAgo, longAgo)
    }
    await writeFile(path.join(cacheDir, "old.bin.7.partial"), "cut short")
    await utimes(path.join(cacheDir, "old.bin.7.partial"), longAgo, longAgo)
    expect(await pruneCachedFiles(cacheDir, new Set(["used.bin"]), DAY)).toBe(2)
    expect((await readdir(cacheDir)).sort()).toEqual(["recent.bin", "used.bin"])
    expect(
      await pruneCachedFiles(path.join(folder(), "none"), new Set(), DAY),
    ).toBe(0)
  })

  it("always makes them without a cache folder", async () => {
    const make = async () => bytes("fresh")
    await cachedFile(undefined, "a.bin", make)
    expect((await cachedFile(undefined, "a.bin", make)).made).toBe(true)
  })
})
