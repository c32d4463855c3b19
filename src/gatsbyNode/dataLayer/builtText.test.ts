import { builtTextResolvers } from "./builtText"

const nodeModelOf = (site: Record<string, unknown> | null) => ({
  findAll: async () => ({ entries: [] }),
  findOne: async ({ type }: { type: string }) =>
    type === "SiteJson" ? site : null,
})

const site = {
  locale: { en: "en-US", es: "es-MX" },
  socials: [
    {
      platform: "tiktok",
      label: "TikTok",
      url: "https://www.tiktok.com/@nova",
    },
    {
      platform: "instagram",
      label: "Instagram",
      url: "https://www.instagram.com/nova",
    },
  ],
}

/** What the query `type { field(language: …) }` answers for `source`. */
const field = (
  type: string,
  name: string,
  source: Record<string, unknown>,
  language?: "en" | "es",
  siteRecord: Record<string, unknown> | null = site,
) => {
  const resolver = builtTextResolvers[type]?.[name]
  if (!resolver) throw new Error(`no resolver ${type}.${name}`)
  return resolver.resolve(
    source,
    { language },
    { nodeModel: nodeModelOf(siteRecord) },
  )
}

const mexicoCity = {
  slug: "mexico-city",
  date: "2026-07-11",
  doorsTime: "19:30",
  startTime: "21:00",
  endTime: "00:30",
  timeZone: "America/Mexico_City",
  ticketsOnSale: "2026-03-13",
  priceFrom: { amount: 650, currency: "MXN" },
  supportActs: ["Luna Vega", "Inés Soto"],
}

describe("the text the build writes for the page data", () => {
  it("gives a show's moments with the venue's offset, the end after midnight on the next day", async () => {
    expect(await field("ShowsJson", "moments", mexicoCity)).toEqual({
      doors: "2026-07-11T19:30:00-06:00",
      start: "2026-07-11T21:00:00-06:00",
      end: "2026-07-12T00:30:00-06:00",
      salesOpen: "2026-03-13T00:00:00-06:00",
      originalStart: null,
    })
  })

  it("writes a show's day, times, on-sale day and price in the site's locale for each language", async () => {
    expect(await field("ShowsJson", "labels", mexicoCity, "en")).toEqual({
      date: "Saturday, July 11, 2026",
      badge: { month: "Jul", day: "11", year: "2026" },
      start: "9:00 PM CST",
      doors: "7:30 PM",
      onSale: "March 13",
      price: "MX$650",
      originalDate: null,
    })
    expect(await field("ShowsJson", "labels", mexicoCity, "es")).toMatchObject({
      date: "sábado, 11 de julio de 2026",
      onSale: "13 de marzo",
      price: "$650",
    })
  })

  it("names a rescheduled show's first day", async () => {
    const moved = {
      ...mexicoCity,
      status: "rescheduled",
      rescheduledDate: "2026-07-18",
    }
    expect(await field("ShowsJson", "labels", moved, "en")).toMatchObject({
      date: "Saturday, July 18, 2026",
      originalDate: "Saturday, July 11, 2026",
    })
    expect(await field("ShowsJson", "moments", moved)).toMatchObject({
      start: "2026-07-18T21:00:00-06:00",
      originalStart: "2026-07-11T21:00:00-06:00",
    })
  })

  it("joins names as each language writes a list, Spanish's 'e' before an 'i' sound included", async () => {
    expect(await field("ShowsJson", "supportActsText", mexicoCity, "en")).toBe(
      "Luna Vega and Inés Soto",
    )
    expect(await field("ShowsJson", "supportActsText", mexicoCity, "es")).toBe(
      "Luna Vega e Inés Soto",
    )
    expect(
      await field("ShowsJson", "supportActsText", { supportActs: [] }, "en"),
    ).toBeNull()
    const credits = { writtenBy: ["Nova Reyes", "Mateo Cruz", "Luna Vega"] }
    expect(
      await field("ReleasesJsonCredits", "writtenByText", credits, "en"),
    ).toBe("Nova Reyes, Mateo Cruz, and Luna Vega")
    expect(
      await field("ReleasesJsonCredits", "writtenByText", credits, "es"),
    ).toBe("Nova Reyes, Mateo Cruz y Luna Vega")
    expect(
      await field(
        "ReleasesJsonTracks",
        "featuringText",
        { featuring: ["DJ Alba"] },
        "en",
      ),
    ).toBe("DJ Alba")
    expect(
      await field(
        "ReleasesJsonCreditsMore",
        "namesText",
        { names: ["Ana Beltrán", "Mateo Cruz"] },
        "es",
      ),
    ).toBe("Ana Beltrán y Mateo Cruz")
  })

  it("writes a release's day and year, and nothing for a release without a day", async () => {
    const release = { releaseDate: "2026-08-21" }
    expect(await field("ReleasesJson", "releaseDateText", release, "es")).toBe(
      "viernes, 21 de agosto de 2026",
    )
    expect(await field("ReleasesJson", "releaseYear", release, "en")).toBe(
      "2026",
    )
    expect(
      await field("ReleasesJson", "releaseDateText", { releaseDate: null }),
    ).toBeNull()
  })

  it("writes a product's price and the privacy page's day", async () => {
    const hoodie = { price: 29.99, currency: "USD" }
    expect(await field("ProductsJson", "priceText", hoodie, "en")).toBe(
      "$29.99",
    )
    expect(
      await field(
        "PrivacyJson",
        "updatedText",
        { updated: "2026-10-01" },
        "es",
      ),
    ).toBe("jueves, 1 de octubre de 2026")
  })

  it("splits the social profiles' list into names and the words between them", async () => {
    expect(await field("SiteJson", "socialsListParts", site, "es")).toEqual([
      { type: "element", value: "TikTok" },
      { type: "literal", value: " e " },
      { type: "element", value: "Instagram" },
    ])
    expect(
      await field("SiteJson", "socialsListParts", { socials: [] }, "en"),
    ).toEqual([])
  })

  it("writes in the language itself when data/site.json gives no locale", async () => {
    expect(
      await field(
        "ProductsJson",
        "priceText",
        { price: 5, currency: "USD" },
        "en",
        null,
      ),
    ).toBe("$5.00")
  })
})
