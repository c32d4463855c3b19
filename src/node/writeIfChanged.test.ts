/**
 * @jest-environment node
 */
import { readFile, stat, utimes } from "node:fs/promises"
import path from "node:path"

import { writeIfChanged } from "./writeIfChanged"
import { scratchFolder } from "../test/scratchFolder"

describe("writeIfChanged", () => {
  const folder = scratchFolder("write-if-changed-")

  it("writes a new file, its folder too", async () => {
    const file = path.join(folder(), "tour", "calendar.ics")
    expect(await writeIfChanged(file, "BEGIN:VCALENDAR")).toBe(true)
    expect(await readFile(file, "utf8")).toBe("BEGIN:VCALENDAR")
  })

  it("leaves a file that holds the same bytes alone, modification time included", async () => {
    const file = path.join(folder(), "kit.zip")
    await writeIfChanged(file, new Uint8Array([1, 2, 3]))
    const past = new Date("2026-01-01T00:00:00Z")
    await utimes(file, past, past)
    expect(await writeIfChanged(file, new Uint8Array([1, 2, 3]))).toBe(false)
    expect((await stat(file)).mtime).toEqual(past)
    expect(await writeIfChanged(file, new Uint8Array([1, 2, 4]))).toBe(true)
    expect([...(await readFile(file))]).toEqual([1, 2, 4])
  })

  it("leaves a file that the caller counts as the same alone", async () => {
    const file = path.join(folder(), "show.ics")
    const sameCase = (current: Buffer, next: Buffer) =>
      current.toString().toLowerCase() === next.toString().toLowerCase()
    await writeIfChanged(file, "BEGIN:VEVENT")
    expect(await writeIfChanged(file, "begin:vevent", sameCase)).toBe(false)
    expect(await readFile(file, "utf8")).toBe("BEGIN:VEVENT")
    expect(await writeIfChanged(file, "begin:vtodo", sameCase)).toBe(true)
    expect(await readFile(file, "utf8")).toBe("begin:vtodo")
  })
})
