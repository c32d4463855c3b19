import { en } from "../../strings/en"
import { es } from "../../strings/es"
import { pressStrings } from "../../strings/press"
import { toPressFacts } from "./toPressFacts"

const release = (
  slug: string,
  releaseDate: string,
  kind: "single" | "ep" | "album" = "single",
  comingSoon = false,
) => ({
  slug,
  title: slug,
  kind,
  comingSoon,
  releaseDate,
  releaseDateText: `day ${releaseDate}`,
})

const sources = {
  hometown: "East Los Angeles, California",
  genres: ["Latin pop", "Reggaetón"],
  label: "Casa Neón",
  forFansOf: ["Kali Uchis", "Selena"],
  releases: [
    release("fuego-lento", "2026-06-12"),
    release("corazon-electrico", "2026-03-14", "ep"),
    release("luz-de-neon", "2025-10-03"),
  ],
  shows: [
    { date: "2026-05-16" },
    { date: "2026-06-20", status: "soldOut" as const },
    { date: "2026-07-01", status: "cancelled" as const },
    { date: "2026-08-01", status: "postponed" as const },
    {
      date: "2025-12-30",
      status: "rescheduled" as const,
      rescheduledDate: "2026-01-15",
    },
    { date: "2027-01-10" },
  ],
  today: "2026-04-01",
}

describe("toPressFacts", () => {
  it("gives the written facts, the genres, the newest release out on the build's day and the year's shows", () => {
    expect(toPressFacts(sources, en, pressStrings.en)).toEqual([
      { term: "Home town", description: "East Los Angeles, California" },
      { term: "Genre", description: "Latin pop, Reggaetón" },
      { term: "Label", description: "Casa Neón" },
      { term: "For fans of", description: "Kali Uchis, Selena" },
      {
        term: "Latest release",
        description: "corazon-electrico (EP, day 2026-03-14)",
        path: "/music/corazon-electrico/",
      },
      // May, the sold-out June show and the show moved into January; not the cancelled,
      // the postponed, or next year's.
      { term: "Shows in 2026", description: "3", path: "/tour/" },
    ])
  })

  it("moves on by itself: a later build finds the newer release and the next year's shows", () => {
    const facts = toPressFacts(
      { ...sources, today: "2027-02-01" },
      en,
      pressStrings.en,
    )
    expect(facts.find(fact => fact.term === "Latest release")).toEqual({
      term: "Latest release",
      description: "fuego-lento (Single, day 2026-06-12)",
      path: "/music/fuego-lento/",
    })
    expect(facts.at(-1)).toEqual({
      term: "Shows in 2027",
      description: "1",
      path: "/tour/",
    })
  })

  it("leaves the latest release out while nothing is out, and counts none for an empty year", () => {
    const facts = toPressFacts(
      {
        ...sources,
        releases: [release("fuego-lento", "2026-06-12", "single", true)],
        shows: [],
        today: "2026-07-01",
      },
      es,
      pressStrings.es,
    )
    expect(facts.map(fact => fact.term)).toEqual([
      "Ciudad de origen",
      "Género",
      "Sello",
      "Para fans de",
      "Conciertos en 2026",
    ])
    expect(facts.at(-1)?.description).toBe("0")
  })
})
