import {
  postEntry,
  releaseEntry,
  showEntry,
  type FeedPost,
  type FeedRelease,
  type FeedShow,
  type FeedSite,
} from "./feedEntries"

const site: FeedSite = {
  siteUrl: "https://novareyes.example",
  language: "en",
  locale: "en-US",
}
const spanish: FeedSite = { ...site, language: "es", locale: "es-US" }
const today = "2026-04-01"

const luzDeNeon: FeedRelease = {
  slug: "luz-de-neon",
  title: "Luz de Neón",
  kind: "single",
  releaseDate: "2026-03-14",
  comingSoon: false,
  description: "The debut single.",
  announced: null,
}

const losAngeles: FeedShow = {
  slug: "los-angeles",
  city: "Los Angeles",
  venue: "The Fonda Theatre",
  date: "2026-05-16",
  rescheduledDate: null,
  status: null,
  ticketsOnSale: "2026-02-06",
  announced: null,
}

describe("releaseEntry", () => {
  it("dates a release by its release day when it has no announcement", () => {
    expect(releaseEntry(luzDeNeon, site, today)).toEqual({
      url: "https://novareyes.example/music/luz-de-neon/",
      title: "New single: Luz de Neón",
      summary: "The debut single.",
      published: "2026-03-14T00:00:00Z",
      updated: "2026-03-14T00:00:00Z",
    })
  })

  it("publishes an announced release on its announcement and updates it the day it comes out", () => {
    const announced = { ...luzDeNeon, announced: "2026-02-20" }
    const before = releaseEntry(announced, site, "2026-03-13")
    expect(before).toMatchObject({
      title: "Coming soon: the single Luz de Neón",
      published: "2026-02-20T00:00:00Z",
      updated: "2026-02-20T00:00:00Z",
    })
    const onTheDay = releaseEntry(announced, site, "2026-03-14")
    expect(onTheDay).toMatchObject({
      title: "New single: Luz de Neón",
      published: "2026-02-20T00:00:00Z",
      updated: "2026-03-14T00:00:00Z",
    })
  })

  it("leaves out a release announced after the build's day, and one dated only by a day to come", () => {
    expect(
      releaseEntry({ ...luzDeNeon, announced: "2026-04-02" }, site, today),
    ).toBeUndefined()
    expect(
      releaseEntry(
        { ...luzDeNeon, releaseDate: "2027-03-05", comingSoon: true },
        site,
        today,
      ),
    ).toBeUndefined()
  })

  it("keeps a coming-soon release coming, whatever its date, and never updates it past the build's day", () => {
    const flagged = {
      ...luzDeNeon,
      comingSoon: true,
      releaseDate: "2026-03-30",
      announced: "2026-03-01",
    }
    expect(releaseEntry(flagged, site, today)).toMatchObject({
      title: "Coming soon: the single Luz de Neón",
      updated: "2026-03-01T00:00:00Z",
    })
    const ahead = {
      ...luzDeNeon,
      releaseDate: "2026-06-01",
      announced: "2026-03-01",
    }
    expect(releaseEntry(ahead, site, today)?.updated).toBe(
      "2026-03-01T00:00:00Z",
    )
  })

  it("keeps the announcement as updated when it came after the release day", () => {
    const late = { ...luzDeNeon, announced: "2026-03-20" }
    expect(releaseEntry(late, site, today)).toMatchObject({
      published: "2026-03-20T00:00:00Z",
      updated: "2026-03-20T00:00:00Z",
    })
  })

  it("writes the Spanish entry at the Spanish page, in Spanish", () => {
    expect(
      releaseEntry({ ...luzDeNeon, kind: "ep" }, spanish, today),
    ).toMatchObject({
      url: "https://novareyes.example/es/music/luz-de-neon/",
      title: "Ya salió el EP Luz de Neón",
    })
  })
})

describe("showEntry", () => {
  it("dates a show by the day tickets go on sale when it has no announcement", () => {
    expect(showEntry(losAngeles, site, today)).toEqual({
      url: "https://novareyes.example/tour/los-angeles/",
      title: "New show in Los Angeles",
      summary: "The Fonda Theatre, Los Angeles, on Saturday, May 16, 2026.",
      published: "2026-02-06T00:00:00Z",
      updated: "2026-02-06T00:00:00Z",
    })
  })

  it("publishes an announced show on its announcement and updates it when tickets go on sale", () => {
    const announced = {
      ...losAngeles,
      announced: "2026-03-10",
      ticketsOnSale: "2026-03-20",
    }
    expect(showEntry(announced, site, "2026-03-15")).toMatchObject({
      published: "2026-03-10T00:00:00Z",
      updated: "2026-03-10T00:00:00Z",
    })
    expect(showEntry(announced, site, today)).toMatchObject({
      published: "2026-03-10T00:00:00Z",
      updated: "2026-03-20T00:00:00Z",
    })
    expect(
      showEntry({ ...announced, ticketsOnSale: null }, site, today)?.updated,
    ).toBe("2026-03-10T00:00:00Z")
  })

  it("leaves out a show announced after the build's day", () => {
    expect(
      showEntry({ ...losAngeles, announced: "2026-04-02" }, site, today),
    ).toBeUndefined()
    expect(
      showEntry({ ...losAngeles, ticketsOnSale: "2026-04-10" }, site, today),
    ).toBeUndefined()
  })

  it("says where the show stands, on its new day when it moved", () => {
    const titleOf = (show: FeedShow) => showEntry(show, site, today)?.title
    expect(titleOf({ ...losAngeles, status: "soldOut" })).toBe(
      "New show in Los Angeles",
    )
    expect(titleOf({ ...losAngeles, status: "cancelled" })).toBe(
      "Cancelled: the show in Los Angeles",
    )
    expect(titleOf({ ...losAngeles, status: "postponed" })).toBe(
      "Postponed: the show in Los Angeles",
    )
    const moved = showEntry(
      { ...losAngeles, status: "rescheduled", rescheduledDate: "2026-05-23" },
      site,
      today,
    )
    expect(moved).toMatchObject({
      title: "New date for the show in Los Angeles",
      summary: "The Fonda Theatre, Los Angeles, on Saturday, May 23, 2026.",
    })
  })

  it("writes the Spanish entry at the Spanish page, its day as Spanish writes it", () => {
    expect(
      showEntry({ ...losAngeles, city: "Los Ángeles" }, spanish, today),
    ).toMatchObject({
      url: "https://novareyes.example/es/tour/los-angeles/",
      title: "Nuevo concierto en Los Ángeles",
      summary: "The Fonda Theatre, Los Ángeles, el sábado, 16 de mayo de 2026.",
    })
  })
})

describe("postEntry", () => {
  const post: FeedPost = {
    slug: "video-out",
    date: "2026-03-20",
    updated: "2026-03-22",
    en: { title: "The video is out", summary: "Shot in one night." },
    es: { title: "Ya salió el video", summary: "Grabado en una noche." },
  }

  it("publishes a post on its day at its page, updated on the day it changed", () => {
    expect(postEntry(post, site, today)).toEqual({
      url: "https://novareyes.example/news/video-out/",
      title: "The video is out",
      summary: "Shot in one night.",
      published: "2026-03-20T00:00:00Z",
      updated: "2026-03-22T00:00:00Z",
    })
    expect(postEntry(post, spanish, today)?.url).toBe(
      "https://novareyes.example/es/news/video-out/",
    )
  })

  it("holds a post dated ahead back until its day, and leaves it out of a language it is not written in", () => {
    expect(postEntry({ ...post, date: "2026-04-02" }, site, today)).toBe(
      undefined,
    )
    expect(postEntry({ ...post, es: null }, spanish, today)).toBe(undefined)
  })
})
