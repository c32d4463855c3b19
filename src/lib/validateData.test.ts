import { readFileSync } from "node:fs"
import path from "node:path"

import { validateData, type ImageInspector } from "./validateData"

const fixture = (file: string): unknown =>
  JSON.parse(readFileSync(path.join("tests/fixtures/broken", file), "utf8"))

const real = (file: string): unknown =>
  JSON.parse(readFileSync(path.join("data", file), "utf8"))

/** Stands in for sharp: the sizes of the fixture images, and nothing else exists. */
const images: ImageInspector = async pathInData => {
  const sizes: Record<string, [number, number]> = {
    "images/releases/wide.jpg": [1200, 1000],
    "images/releases/small.jpg": [800, 800],
    "images/releases/luz-de-neon.jpg": [1600, 1600],
    "images/releases/corazon-electrico.jpg": [1600, 1600],
    "images/artist/nova-reyes.jpg": [1600, 2000],
  }
  const size = sizes[pathInData]
  if (pathInData.endsWith("broken.jpg")) {
    return {
      ok: false,
      reason: "unreadable",
      detail: "unsupported image format",
    }
  }
  return size
    ? { ok: true, width: size[0], height: size[1] }
    : { ok: false, reason: "missing" }
}

const check = (file: string, content: unknown = fixture(file)) =>
  validateData({ [file]: content }, images)

describe("validateData", () => {
  it("passes the shipped data", async () => {
    const files = [
      "site.json",
      "home.json",
      "pages.json",
      "about.json",
      "releases.json",
      "tour.json",
      "products.json",
      "media.json",
      "contact.json",
    ]
    const contents = Object.fromEntries(files.map(file => [file, real(file)]))
    expect(await validateData(contents, images)).toEqual([])
  })

  it("checks site.json: text, https links, streaming hosts, email, platforms and typos", async () => {
    expect(await check("site.json")).toEqual([
      'data/site.json › tagline: expected some text, found ""',
      'data/site.json › siteUrl: expected a link starting https://, found "http://novareyes.example"',
      'data/site.json › pressEmail: expected an email address, found "press-at-novareyes.example"',
      'data/site.json › streaming › spotifyUrl: expected a link starting https://open.spotify.com/, found "https://spotify.com/artist/x"',
      'data/site.json › socials #1 › platform: expected one of "instagram", "tiktok", "youtube", found "myspace"',
      'data/site.json › pressEmial: unknown field, probably a typo: expected "pressEmail", found "pressEmial"',
    ])
  })

  it("checks home.json: blank and missing text, nested fields", async () => {
    expect(await check("home.json")).toEqual([
      'data/home.json › headline: expected some text, found "   "',
      "data/home.json › blurb: expected some text, found nothing",
      "data/home.json › join › body: expected some text, found nothing",
    ])
  })

  it("checks pages.json: every page is there", async () => {
    expect(await check("pages.json")).toEqual([
      "data/pages.json › contact: expected a group of fields in { }, found nothing",
    ])
  })

  it("checks about.json: paragraphs, the photo's file and its alt text", async () => {
    expect(await check("about.json")).toEqual([
      "data/about.json › paragraphs: expected a list with at least one entry, found an empty list",
      "data/about.json › photoAlt: expected some text, found nothing",
      "data/about.json › photo: expected an image file at data/images/artist/missing.jpg, found no such file",
    ])
  })

  it("checks releases.json: colours, links, kinds, status rules and cover art", async () => {
    expect(await check("releases.json")).toEqual([
      'data/releases.json › "luz-de-neon" › gradient #2: expected a CSS colour such as #ff2e88, found "pinkish"',
      'data/releases.json › "luz-de-neon" › appleMusicUrl: expected a link starting https://music.apple.com/, found "http://music.apple.com/us/album/1"',
      'data/releases.json › "corazon-electrico" › kind: expected one of "single", "ep", "album", found "mixtape"',
      'data/releases.json › "corazon-electrico" › gradient: expected a list of at least 2 entries, found a list of 1 entry',
      'data/releases.json › "corazon-electrico" › coverAlt: expected some text on a released record, found nothing',
      'data/releases.json › "corazon-electrico" › appleMusicUrl: expected a link starting https://music.apple.com/ on a released record, found nothing',
      'data/releases.json › "fuego-lento" › comingSoon: expected true or false, found "yes"',
      'data/releases.json › "luz-de-neon" › cover: expected square cover art, found 1200×1000 px',
      'data/releases.json › "corazon-electrico" › cover: expected cover art at least 1000×1000 px, found 800×800 px',
    ])
  })

  it("refuses streaming links and a cover on a coming-soon release", async () => {
    const release = {
      slug: "fuego-lento",
      title: "Fuego Lento",
      kind: "album",
      description: "Arriving 2027.",
      gradient: ["#f83600", "#f9d423"],
      cover: "./images/releases/luz-de-neon.jpg",
      coverAlt: "A fire",
      spotifyUrl: "https://open.spotify.com/album/3",
      appleMusicUrl: "https://music.apple.com/us/album/3",
      comingSoon: true,
    }
    expect(await check("releases.json", { releases: [release] })).toEqual([
      'data/releases.json › "fuego-lento" › cover: expected nothing on a coming-soon release, found "./images/releases/luz-de-neon.jpg"',
      'data/releases.json › "fuego-lento" › spotifyUrl: expected nothing on a coming-soon release, found "https://open.spotify.com/album/3"',
      'data/releases.json › "fuego-lento" › appleMusicUrl: expected nothing on a coming-soon release, found "https://music.apple.com/us/album/3"',
    ])
  })

  it("reports an image the build cannot read", async () => {
    const about = {
      ...(real("about.json") as object),
      photo: "./images/artist/broken.jpg",
    }
    expect(await check("about.json", about)).toEqual([
      "data/about.json › photo: expected an image file that can be read, found one that cannot (unsupported image format)",
    ])
  })

  it("refuses image paths outside data/images", async () => {
    const about = {
      ...(real("about.json") as object),
      photo: "../secrets/photo.jpg",
    }
    expect(await check("about.json", about)).toEqual([
      'data/about.json › photo: expected a path to an image such as ./images/releases/cover.jpg, found "../secrets/photo.jpg"',
    ])
  })

  it("checks tour.json: typos, dates that exist and unique slugs", async () => {
    expect(await check("tour.json")).toEqual([
      'data/tour.json › "los-angeles" › venue: expected some text, found nothing',
      'data/tour.json › "los-angeles" › venu: unknown field, probably a typo: expected "venue", found "venu"',
      'data/tour.json › "san-diego" › date: expected a date that exists on the calendar, found "2026-02-30"',
      'data/tour.json › "mexico-city" › date: expected a date as YYYY-MM-DD, found "July 12"',
      'data/tour.json › "los-angeles" › slug: expected a slug no other show uses, found "los-angeles" again (entries 1 and 4)',
    ])
  })

  it("checks a show's times, time zone, country code and on-sale date", async () => {
    const show = {
      slug: "lima",
      city: "Lima",
      country: "Peru",
      countryCode: "Peru",
      venue: "Gran Teatro Nacional",
      streetAddress: "Av. Javier Prado Este 2225",
      postalCode: "15036",
      date: "2026-09-01",
      startTime: "8pm",
      endTime: "24:00",
      timeZone: "Lima",
      ticketsOnSale: "soon",
    }
    expect(await check("tour.json", { shows: [show] })).toEqual([
      'data/tour.json › "lima" › countryCode: expected a two-letter country code such as US, found "Peru"',
      'data/tour.json › "lima" › startTime: expected a time as HH:MM, such as 20:00, found "8pm"',
      'data/tour.json › "lima" › endTime: expected a time as HH:MM, such as 20:00, found "24:00"',
      'data/tour.json › "lima" › timeZone: expected a time zone such as America/Los_Angeles, found "Lima"',
      'data/tour.json › "lima" › ticketsOnSale: expected a date as YYYY-MM-DD, found "soon"',
    ])
  })

  it("keeps page descriptions to what search results show", async () => {
    const pages = real("pages.json") as Record<string, Record<string, string>>
    const short = {
      ...pages,
      tour: { ...pages.tour, description: "Tour dates." },
    }
    expect(await check("pages.json", short)).toEqual([
      "data/pages.json › tour › description: expected a summary of 50 to 160 characters, found 11 characters",
    ])
  })

  it("checks products.json: prices as numbers of zero or more, real currency codes", async () => {
    expect(await check("products.json")).toEqual([
      'data/products.json › "neon-tour-hoodie" › price: expected a price of zero or more, written as a number such as 29.99, found "$29.99"',
      'data/products.json › "enamel-pin-set" › price: expected a price of zero or more, written as a number such as 29.99, found -5',
      'data/products.json › "enamel-pin-set" › currency: expected a three-letter currency code such as USD, found "usd"',
      'data/products.json › "vinyl" › currency: expected a three-letter currency code such as USD, found "XYZ"',
    ])
  })

  it("accepts a free product", async () => {
    const product = {
      slug: "poster",
      type: "Print",
      name: "Poster",
      description: "Free with any order.",
      price: 0,
      currency: "USD",
    }
    expect(await check("products.json", { products: [product] })).toEqual([])
  })

  it("checks media.json: unique slugs in a nested list", async () => {
    expect(await check("media.json")).toEqual([
      'data/media.json › tiles #2 › slug: expected a slug no other entry uses, found "live" again (entries 1 and 2)',
    ])
  })

  it("checks contact.json: unknown fields", async () => {
    expect(await check("contact.json")).toEqual([
      'data/contact.json › phone: unknown field: expected one of "fans", "media", found "phone"',
    ])
  })

  it("names an entry without a slug by its position", async () => {
    const shows = (real("tour.json") as { shows: Record<string, unknown>[] })
      .shows
    const { slug: _slug, ...withoutSlug } = shows[0] ?? {}
    expect(await check("tour.json", { shows: [withoutSlug] })).toEqual([
      "data/tour.json › entry 1 › slug: expected a slug in lowercase-with-dashes, found nothing",
    ])
  })

  it("reports a collection kept in the wrong shape", async () => {
    expect(await check("tour.json", [{ slug: "lima" }])).toEqual([
      'data/tour.json: expected a group of fields holding "shows", found a list of 1 entry',
    ])
    expect(await check("tour.json", { show: [] })).toEqual([
      'data/tour.json › show: unknown field, probably a typo: expected "shows", found "show"',
      "data/tour.json › shows: expected a list of entries in [ ], found nothing",
    ])
  })
})
