/**
 * @jest-environment node
 */
// The calendar is written at build time, in Node (ics picks nanoid's browser build in jsdom).
import ICAL from "ical.js"

import { showMomentsOf, type ShowTimes } from "../../lib/showMoments"
import { showCalendar, tourCalendar, type CalendarShow } from "./showCalendar"

/** A show as the build's query reads it, its moments worked out from its times. */
const withMoments = <Show extends Omit<CalendarShow, "moments"> & ShowTimes>(
  show: Show,
): Show & CalendarShow => ({
  ...show,
  moments: showMomentsOf(show),
})

const site = {
  name: "Nova Reyes",
  siteUrl: "https://novareyes.example",
  language: "en" as const,
  locale: "en-US",
}

const losAngeles = withMoments({
  slug: "los-angeles",
  city: "Los Angeles",
  region: "CA",
  country: "USA",
  venue: "The Fonda Theatre",
  streetAddress: "6126 Hollywood Blvd",
  postalCode: "90028",
  date: "2026-05-16",
  doorsTime: "19:00",
  startTime: "20:00",
  endTime: "23:00",
  timeZone: "America/Los_Angeles",
  ticketUrl: "https://tickets.example/los-angeles",
})

const builtAt = Date.parse("2026-04-01T12:00:00Z")

const eventOf = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents("vevent")
  expect(events).toHaveLength(1)
  return new ICAL.Event(events[0])
}

describe("showCalendar", () => {
  it("writes one VEVENT with UID, UTC start and end, the full address and the show's page", () => {
    const text = showCalendar(losAngeles, site, builtAt)
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
    expect(text).toContain("DTSTART:20260517T030000Z")
    expect(text).toContain("DTEND:20260517T060000Z")
    expect(text).toContain("DTSTAMP:20260401T120000Z")
    const event = eventOf(text)
    expect(event.uid).toBe("show-los-angeles@novareyes.example")
    expect(event.summary).toBe("Nova Reyes live in Los Angeles")
    expect(event.location).toBe(
      "The Fonda Theatre, 6126 Hollywood Blvd, Los Angeles, CA 90028, USA",
    )
    expect(event.startDate.toJSDate().toISOString()).toBe(
      "2026-05-17T03:00:00.000Z",
    )
    expect(event.endDate.toJSDate().toISOString()).toBe(
      "2026-05-17T06:00:00.000Z",
    )
    expect(event.component.getFirstPropertyValue("url")).toBe(
      "https://novareyes.example/tour/los-angeles/",
    )
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED")
    expect(event.description).toBe(
      [
        "Nova Reyes live at The Fonda Theatre, Los Angeles.",
        "Doors 7:00 PM · Show 8:00 PM PDT",
        "Get Tickets: https://tickets.example/los-angeles",
        "https://novareyes.example/tour/los-angeles/",
      ].join("\n"),
    )
  })

  it("ends a show that runs past midnight on the next day", () => {
    const late = withMoments({ ...losAngeles, endTime: "01:00" })
    expect(showCalendar(late, site, builtAt)).toContain(
      "DTEND:20260517T080000Z",
    )
  })

  it("keeps the UID when a show moves, and marks cancelled and postponed shows", () => {
    const moved = showCalendar(
      withMoments({
        ...losAngeles,
        status: "rescheduled",
        rescheduledDate: "2026-05-23",
      }),
      site,
      builtAt,
    )
    expect(eventOf(moved).uid).toBe("show-los-angeles@novareyes.example")
    expect(moved).toContain("DTSTART:20260524T030000Z")
    const cancelled = showCalendar(
      { ...losAngeles, status: "cancelled" },
      site,
      builtAt,
    )
    expect(cancelled).toContain("STATUS:CANCELLED")
    expect(cancelled).not.toContain("Get Tickets")
    expect(
      showCalendar({ ...losAngeles, status: "postponed" }, site, builtAt),
    ).toContain("STATUS:TENTATIVE")
  })

  it("leaves the ticket link out once the show is over", () => {
    const after = Date.parse("2026-06-01T00:00:00Z")
    expect(showCalendar(losAngeles, site, after)).not.toContain("Get Tickets")
  })
})

describe("tourCalendar", () => {
  const sanDiego = withMoments({
    ...losAngeles,
    slug: "san-diego",
    city: "San Diego",
    venue: "The Observatory North Park",
    date: "2026-06-06",
  })

  const calendarOf = (text: string) => new ICAL.Component(ICAL.parse(text))

  it("holds every show still to come, each as in its own file, named and refreshed daily", () => {
    const text = tourCalendar([sanDiego, losAngeles], site, builtAt)
    const calendar = calendarOf(text)
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      "Nova Reyes: tour dates",
    )
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:P1D\r\n")
    expect(text).toContain("X-PUBLISHED-TTL:P1D\r\n")
    const events = calendar
      .getAllSubcomponents("vevent")
      .map(event => new ICAL.Event(event))
    // Soonest first, with the UIDs of the shows' own files.
    expect(events.map(event => event.uid)).toEqual([
      eventOf(showCalendar(losAngeles, site, builtAt)).uid,
      eventOf(showCalendar(sanDiego, site, builtAt)).uid,
    ])
    expect(events[1]?.summary).toBe("Nova Reyes live in San Diego")
  })

  it("leaves out the shows that are over, and stays a calendar when none is left", () => {
    const between = Date.parse("2026-05-20T12:00:00Z")
    const events = (text: string) =>
      calendarOf(text).getAllSubcomponents("vevent")
    expect(
      events(tourCalendar([losAngeles, sanDiego], site, between)),
    ).toHaveLength(1)
    const after = Date.parse("2026-07-01T12:00:00Z")
    const empty = tourCalendar([losAngeles, sanDiego], site, after)
    expect(events(empty)).toHaveLength(0)
    expect(empty).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/)
  })

  it("is written in the site's language", () => {
    const text = tourCalendar(
      [losAngeles],
      { ...site, language: "es", locale: "es-US" },
      builtAt,
    )
    expect(calendarOf(text).getFirstPropertyValue("x-wr-calname")).toBe(
      "Nova Reyes: fechas de gira",
    )
    expect(text).toContain("URL:https://novareyes.example/es/tour/los-angeles/")
  })
})
