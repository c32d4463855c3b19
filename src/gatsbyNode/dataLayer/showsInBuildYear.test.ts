import { showsInBuildYear } from "./showsInBuildYear"

const shows = [
  { slug: "lima", date: "2025-12-30" },
  { slug: "quito", date: "2026-05-16" },
  {
    slug: "bogota",
    date: "2025-12-28",
    status: "rescheduled",
    rescheduledDate: "2026-01-11",
  },
  { slug: "cusco", date: "2027-01-02" },
]

const nodeModelAt = (builtAt: string) => ({
  findAll: async ({ type }: { type: string }) => ({
    entries: type === "ShowsJson" ? shows : [],
  }),
  findOne: async ({ type }: { type: string }) =>
    type === "BuildClock" ? { builtAt } : null,
})

describe("showsInBuildYear", () => {
  it("gives the shows of the build's year, a moved show by its new day", async () => {
    const found = await showsInBuildYear(nodeModelAt("2026-04-01T12:00:00Z"))
    expect(found.map(show => show.slug)).toEqual(["quito", "bogota"])
  })

  it("moves on with the clock", async () => {
    const found = await showsInBuildYear(nodeModelAt("2027-02-01T00:00:00Z"))
    expect(found.map(show => show.slug)).toEqual(["cusco"])
  })
})
