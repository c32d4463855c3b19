/**
 * @jest-environment node
 */
import { readFile } from "node:fs/promises"
import path from "node:path"

import { showMomentsOf } from "../../lib/showMoments"
import { writeShowCalendars } from "./showCalendars"
import { scratchFolder } from "../../test/scratchFolder"

const site = {
  name: "Nova Reyes",
  siteUrl: "https://novareyes.example",
  language: "en" as const,
  locale: "en-US",
}

const times = {
  date: "2026-05-16",
  startTime: "20:00",
  endTime: "23:00",
  timeZone: "America/Los_Angeles",
}
const losAngeles = {
  slug: "los-angeles",
  city: "Los Angeles",
  country: "USA",
  venue: "The Fonda Theatre",
  streetAddress: "6126 Hollywood Blvd",
  postalCode: "90028",
  ticketUrl: "https://tickets.example/los-angeles",
  ...times,
  moments: showMomentsOf(times),
}

const stampOf = (text: string) => /^DTSTAMP:(.*)\r$/m.exec(text)?.[1]

describe("writeShowCalendars", () => {
  const folder = scratchFolder("show-calendars-")

  const files = async () =>
    Promise.all(
      ["tour/los-angeles/nova-reyes-los-angeles.ics", "tour/calendar.ics"].map(
        file => readFile(path.join(folder(), file), "utf8"),
      ),
    )

  it("keeps a calendar that says the same as it was, stamp included, and rewrites one that changed", async () => {
    await writeShowCalendars(
      [losAngeles],
      site,
      Date.parse("2026-04-01T12:00:00Z"),
      folder(),
    )
    const first = await files()
    expect(first.map(stampOf)).toEqual(["20260401T120000Z", "20260401T120000Z"])

    await writeShowCalendars(
      [losAngeles],
      site,
      Date.parse("2026-04-02T12:00:00Z"),
      folder(),
    )
    expect(await files()).toEqual(first)

    await writeShowCalendars(
      [{ ...losAngeles, venue: "The Wiltern" }],
      site,
      Date.parse("2026-04-03T12:00:00Z"),
      folder(),
    )
    const moved = await files()
    expect(moved.map(stampOf)).toEqual(["20260403T120000Z", "20260403T120000Z"])
    expect(moved.every(text => text.includes("The Wiltern"))).toBe(true)
  })
})
