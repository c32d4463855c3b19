import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { randomBytes } from "node:crypto"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"

import { formatProblems } from "../../src/lib/data/formatProblems"
import { checkDataFolder } from "./checkDataFolder"

const FIXTURE = "tests/fixtures/data"

type Json = Record<string, unknown>

/** A file of the fixture data set, parsed. */
const fixture = (file: string): Json =>
  JSON.parse(readFileSync(path.join(FIXTURE, file), "utf8"))

/**
 * What a test changes in a copy of the fixture data: a path inside the folder, and the
 * new content (an object is written as JSON, a string as is, null deletes the file).
 */
type Changes = Record<string, Json | unknown[] | string | null>

let folder: string
/** Every problem the tests below saw, to check the editors' guide explains each kind. */
const seen = new Set<string>()

const check = async (changes: Changes = {}) => {
  for (const [file, content] of Object.entries(changes)) {
    const target = path.join(folder, file)
    if (content === null) {
      rmSync(target, { recursive: true })
      continue
    }
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(
      target,
      typeof content === "string" ? content : JSON.stringify(content),
    )
  }
  const { problems } = await checkDataFolder(folder)
  for (const problem of problems) seen.add(problem)
  return problems
}

/**
 * A pattern for a problem's kind: what it expected, after the file, field and line, with
 * the values that vary (quoted text, numbers) left open.
 */
const kindOf = (problem: string) => {
  const expected = problem
    .replace(/^data\/[^ :]+(?: › [^:]+)?: (?:line \d+, column \d+: )?/, "")
    .split(", found")[0]
    ?.split(" (")[0]
  const open = (expected ?? problem)
    .split(/("[^"]*"|\d+)/)
    .map((part, index) =>
      index % 2 === 1
        ? part.startsWith('"')
          ? '"[^"]*"'
          : "\\d+"
        : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("")
  return new RegExp(open)
}

/** A copy of a fixture entry with some fields changed (undefined removes a field). */
const edit = (file: string, fields: Record<string, unknown>) => {
  const entry: Json = { ...fixture(file), ...fields }
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) delete entry[name]
  }
  return entry
}

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "data-"))
  cpSync(FIXTURE, folder, { recursive: true })
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe("checkDataFolder", () => {
  it("passes the fixture data and counts its files and images", async () => {
    expect(await checkDataFolder(FIXTURE)).toEqual({
      problems: [],
      files: 30,
      images: 12,
    })
  })

  it("checks site.json: text, https links, streaming hosts, email, platforms and typos", async () => {
    const site = fixture("site.json")
    const { pressEmail: _, ...rest } = site
    expect(
      await check({
        "site.json": {
          ...rest,
          tagline: { en: "", es: "Pop latino con corazón de neón" },
          siteUrl: "http://novareyes.example",
          pressEmial: "press@novareyes.example",
          streaming: {
            ...(site.streaming as Json),
            spotifyUrl: "https://spotify.com/artist/x",
          },
          socials: [
            { platform: "myspace", label: "Myspace", url: "https://x.test" },
          ],
        },
      }),
    ).toEqual([
      'data/site.json › tagline › en: expected some text, found ""',
      'data/site.json › siteUrl: expected a link starting https://, found "http://novareyes.example"',
      "data/site.json › pressEmail: expected an email address, found nothing",
      'data/site.json › streaming › spotifyUrl: expected a link starting https://open.spotify.com/, found "https://spotify.com/artist/x"',
      'data/site.json › socials #1 › platform: expected one of "instagram", "tiktok", "youtube", found "myspace"',
      'data/site.json › pressEmial: unknown field, probably a typo: expected "pressEmail", found "pressEmial"',
    ])
  })

  it("checks home.json: blank and missing text, nested fields", async () => {
    const home = fixture("home.json")
    expect(
      await check({
        "home.json": {
          ...home,
          headline: { en: "The Future", es: "   " },
          blurb: undefined,
          join: { title: { en: "Join", es: "Únete" } },
        },
      }),
    ).toEqual([
      'data/home.json › headline › es: expected some text, found "   "',
      'data/home.json › blurb: expected the text in each language ({ "en": …, "es": … }), found nothing',
      'data/home.json › join › body: expected the text in each language ({ "en": …, "es": … }), found nothing',
    ])
  })

  it("names the language a translation is missing in, and text written in one language only", async () => {
    const home = fixture("home.json")
    const show = fixture("shows/los-angeles.json")
    expect(
      await check({
        "home.json": {
          ...home,
          headline: { en: "The Future of Latin Pop Has Arrived" },
          blurb: "Reggaetón pulse and synth-pop shine.",
        },
        "shows/los-angeles.json": {
          ...show,
          city: { es: "Los Ángeles" },
          country: { en: "USA", es: "EE. UU.", fr: "États-Unis" },
        },
      }),
    ).toEqual([
      "data/home.json › headline › es: missing the Spanish (es) translation",
      'data/home.json › blurb: expected the text in each language ({ "en": …, "es": … }), found "Reggaetón pulse and synth-pop shine."',
      "data/shows/los-angeles.json › city › en: missing the English (en) translation",
      'data/shows/los-angeles.json › country › fr: unknown field, probably a typo: expected "en", found "fr"',
    ])
  })

  it("checks pages.json: every page is there, descriptions fit search results", async () => {
    const pages = fixture("pages.json")
    expect(
      await check({
        "pages.json": {
          ...pages,
          contact: undefined,
          tour: {
            ...(pages.tour as Json),
            description: { en: "Tour dates.", es: "Fechas de la gira." },
          },
        },
      }),
    ).toEqual([
      "data/pages.json › tour › description › en: expected a summary of 50 to 160 characters, found 11 characters",
      "data/pages.json › tour › description › es: expected a summary of 50 to 160 characters, found 18 characters",
      "data/pages.json › contact: expected a group of fields in { }, found nothing",
    ])
  })

  it("checks about.json: paragraphs, the photo's file and its alt text", async () => {
    expect(
      await check({
        "about.json": edit("about.json", {
          paragraphs: { en: ["A paragraph."], es: [] },
          photoAlt: undefined,
          photo: "images/artist/missing.jpg",
        }),
      }),
    ).toEqual([
      "data/about.json › paragraphs › es: expected a list with at least one entry, found an empty list",
      'data/about.json › photoAlt: expected the text in each language ({ "en": …, "es": … }), found nothing',
      "data/about.json › photo: expected an image file at data/images/artist/missing.jpg, found no such file",
    ])
  })

  it("checks releases: colours, links, kinds, status rules and cover art", async () => {
    cpSync(
      "tests/fixtures/images/wide.jpg",
      path.join(folder, "images/releases/wide.jpg"),
    )
    cpSync(
      "tests/fixtures/images/small.jpg",
      path.join(folder, "images/releases/small.jpg"),
    )
    expect(
      await check({
        "releases/luz-de-neon.json": edit("releases/luz-de-neon.json", {
          gradient: ["#ff2e88", "pinkish"],
          appleMusicUrl: "http://music.apple.com/us/album/1",
          cover: "images/releases/wide.jpg",
        }),
        "releases/corazon-electrico.json": edit(
          "releases/corazon-electrico.json",
          {
            kind: "mixtape",
            gradient: ["#7b2ff7"],
            coverAlt: undefined,
            appleMusicUrl: undefined,
            cover: "images/releases/small.jpg",
          },
        ),
        "releases/fuego-lento.json": edit("releases/fuego-lento.json", {
          comingSoon: "yes",
        }),
      }),
    ).toEqual([
      'data/releases/corazon-electrico.json › kind: expected one of "single", "ep", "album", found "mixtape"',
      "data/releases/corazon-electrico.json › gradient: expected a list of at least 2 entries, found a list of 1 entry",
      'data/releases/corazon-electrico.json › coverAlt: expected the text in each language ({ "en": …, "es": … }) on a released record, found nothing',
      "data/releases/corazon-electrico.json › appleMusicUrl: expected a link starting https://music.apple.com/ on a released record, found nothing",
      "data/releases/corazon-electrico.json › cover: expected cover art at least 1000×1000 px, found 800×800 px",
      'data/releases/fuego-lento.json › comingSoon: expected true or false, found "yes"',
      'data/releases/luz-de-neon.json › gradient #2: expected a CSS colour such as #ff2e88, found "pinkish"',
      'data/releases/luz-de-neon.json › appleMusicUrl: expected a link starting https://music.apple.com/, found "http://music.apple.com/us/album/1"',
      "data/releases/luz-de-neon.json › cover: expected square cover art, found 1200×1000 px",
    ])
  })

  it("refuses streaming links and a cover on a coming-soon release", async () => {
    expect(
      await check({
        "releases/fuego-lento.json": edit("releases/fuego-lento.json", {
          cover: "images/releases/luz-de-neon.jpg",
          coverAlt: { en: "A fire", es: "Un fuego" },
          spotifyUrl: "https://open.spotify.com/album/3",
          appleMusicUrl: "https://music.apple.com/us/album/3",
        }),
      }),
    ).toEqual([
      'data/releases/fuego-lento.json › cover: expected nothing on a coming-soon release, found "images/releases/luz-de-neon.jpg"',
      'data/releases/fuego-lento.json › spotifyUrl: expected nothing on a coming-soon release, found "https://open.spotify.com/album/3"',
      'data/releases/fuego-lento.json › appleMusicUrl: expected nothing on a coming-soon release, found "https://music.apple.com/us/album/3"',
    ])
  })

  it("checks a release's tracks, lyrics and services in the editors' words", async () => {
    const luz = fixture("releases/luz-de-neon.json") as {
      tracks: Json[]
      platforms: Json[]
    }
    const [first, second] = luz.tracks
    expect(
      await check({
        "releases/luz-de-neon.json": edit("releases/luz-de-neon.json", {
          tracks: [
            { ...first, duration: "3.24", lyricsLanguage: undefined },
            { ...second, isrc: "US-NR1-26-00002", translation: "Neon light" },
          ],
          platforms: [
            { platform: "napster", url: "https://napster.com/luz" },
            { platform: "deezer", url: "http://www.deezer.com/album/1" },
            { platform: "tidal", url: "https://open.spotify.com/album/1" },
            { platform: "deezer", url: "https://www.deezer.com/album/1" },
          ],
        }),
        "releases/fuego-lento.json": edit("releases/fuego-lento.json", {
          platforms: [{ platform: "tidal", url: "https://tidal.com/album/3" }],
        }),
        "releases/corazon-electrico.json": edit(
          "releases/corazon-electrico.json",
          { tracks: undefined },
        ),
      }),
    ).toEqual([
      "data/releases/corazon-electrico.json › tracks: expected the tracklist (a list with at least one track) on a released record, found nothing",
      "data/releases/fuego-lento.json › platforms: expected nothing on a coming-soon release, found a list of 1 entry",
      'data/releases/luz-de-neon.json › platforms #1 › platform: expected one of "youtubeMusic", "amazonMusic", "deezer", "tidal", "bandcamp", "soundcloud", found "napster"',
      'data/releases/luz-de-neon.json › platforms #2 › url: expected a link starting https://, found "http://www.deezer.com/album/1"',
      'data/releases/luz-de-neon.json › platforms #3 › url: expected a link to tidal, found a link to spotify ("https://open.spotify.com/album/1")',
      'data/releases/luz-de-neon.json › platforms #4 › platform: expected each service once, found "deezer" again (entries 2 and 4)',
      'data/releases/luz-de-neon.json › tracks #1 › duration: expected a duration as m:ss, such as 3:25, found "3.24"',
      'data/releases/luz-de-neon.json › tracks #1 › lyricsLanguage: expected the language the lyrics are sung in ("es" or "en") on a track with lyrics, found nothing',
      'data/releases/luz-de-neon.json › tracks #2 › isrc: expected an ISRC: 12 letters and digits without dashes, such as USRC17607839, found "US-NR1-26-00002"',
      "data/releases/luz-de-neon.json › tracks #2 › translation: expected the original lyrics beside a translation (in lyrics), found a translation alone",
    ])
  })

  it("reports an image the build cannot read, and image paths outside data/images", async () => {
    cpSync(
      "tests/fixtures/images/not-an-image.jpg",
      path.join(folder, "images/artist/nova-reyes.jpg"),
    )
    expect(
      await check({
        "products/neon-tour-hoodie.json": edit(
          "products/neon-tour-hoodie.json",
          { image: "../secrets/photo.jpg" },
        ),
        "products/corazon-electrico-vinyl.json": edit(
          "products/corazon-electrico-vinyl.json",
          { image: "images/products/Vinyl Front.JPG" },
        ),
      }),
    ).toEqual([
      "data/about.json › photo: expected an image file that can be read, found one that cannot (Input file contains unsupported image format)",
      "data/press.json › photos #1 › image: expected an image file that can be read, found one that cannot (Input file contains unsupported image format)",
      'data/products/corazon-electrico-vinyl.json › image: expected a path to an image inside data/, such as images/releases/cover.jpg (lowercase letters, digits and dashes), found "images/products/Vinyl Front.JPG"',
      'data/products/neon-tour-hoodie.json › image: expected a path to an image inside data/, such as images/releases/cover.jpg (lowercase letters, digits and dashes), found "../secrets/photo.jpg"',
    ])
  })

  it("refuses a phone's HEIC, a photographer's TIFF, a GIF and a file over 20 MB, saying how to convert each", async () => {
    // Noise compresses to nothing: a PNG of it, uncompressed, is as large as its pixels.
    const side = 2600
    await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toFile(path.join(folder, "images/press/huge.png"))
    const press = fixture("press.json") as { photos: Json[] }
    const photos = press.photos.map((photo, index) =>
      index === 0 ? { ...photo, image: "images/press/huge.png" } : photo,
    )
    expect(
      await check({
        "press.json": { ...press, photos },
        "about.json": edit("about.json", { photo: "images/artist/nova.heic" }),
        "products/neon-tour-hoodie.json": edit(
          "products/neon-tour-hoodie.json",
          { image: "images/products/hoodie.tiff" },
        ),
        "products/corazon-electrico-vinyl.json": edit(
          "products/corazon-electrico-vinyl.json",
          { image: "images/products/vinyl.gif" },
        ),
      }),
    ).toEqual([
      "data/about.json › photo: expected a JPEG, PNG, WebP or AVIF image, found a HEIC photo, an iPhone's format, which most browsers cannot show: export it as JPEG (on a Mac, open it in Preview and choose File › Export › JPEG; on an iPhone, Settings › Camera › Formats › Most Compatible takes JPEGs from then on) and choose that file",
      "data/press.json › photos #1 › image: expected an image of at most 20.0 MB, found one of 20.3 MB: export a smaller copy (a JPEG about 4000 px on its long edge is enough to print a page) and choose that file",
      "data/products/corazon-electrico-vinyl.json › image: expected a JPEG, PNG, WebP or AVIF image, found a GIF, which the site does not draw (its images are resized, and a GIF's frames would be lost): save it as PNG, or as JPEG for a photo, and choose that file",
      "data/products/neon-tour-hoodie.json › image: expected a JPEG, PNG, WebP or AVIF image, found a TIFF file, which browsers cannot show: export it as a full-size JPEG (File › Export in Preview, Photoshop or Lightroom) and choose that file",
    ])
  })

  it("measures a photo as it is drawn: upright, whatever EXIF orientation a phone stored it with", async () => {
    // Stored 1000 wide and 1200 high, turned a quarter by its orientation: drawn 1200×1000.
    await sharp(readFileSync("tests/fixtures/images/wide.jpg"))
      .rotate(90)
      .withMetadata({ orientation: 8 })
      .toFile(path.join(folder, "images/releases/turned.jpg"))
    expect(
      await check({
        "releases/luz-de-neon.json": edit("releases/luz-de-neon.json", {
          cover: "images/releases/turned.jpg",
        }),
      }),
    ).toEqual([
      "data/releases/luz-de-neon.json › cover: expected square cover art, found 1200×1000 px",
    ])
  })

  it("checks press.json in the editors' words: bio lengths, photo sizes, quote sources, contacts, the stage plot", async () => {
    cpSync(
      "tests/fixtures/images/wide.jpg",
      path.join(folder, "images/press/stage.jpg"),
    )
    const press = fixture("press.json") as {
      bios: Record<string, Record<string, unknown>>
      quotes: Json[]
      contacts: Json[]
      rider: { sections: unknown[]; stagePlot: Json[] }
    }
    const words = (count: number) => Array(count).fill("word").join(" ")
    expect(
      await check({
        "press.json": {
          ...press,
          bios: {
            short: { ...press.bios.short, en: words(112) },
            medium: { ...press.bios.medium, es: words(40) },
            long: { ...press.bios.long, es: [words(150), words(60)] },
          },
          quotes: [
            press.quotes[0],
            { text: "A quote.", language: "en" },
            { ...press.quotes[2], language: "fr" },
          ],
          contacts: [
            { ...press.contacts[0], email: "Lucía Herrera" },
            press.contacts[1],
            { ...press.contacts[2], role: "booking" },
          ],
          rider: {
            ...press.rider,
            stagePlot: [
              press.rider.stagePlot[0],
              { ...press.rider.stagePlot[1], across: 120 },
            ],
          },
        },
      }),
    ).toEqual([
      "data/press.json › bios › short › en: expected a short biography of 25 to 80 words, found 112 words",
      "data/press.json › bios › medium › es: expected a medium biography of 100 to 220 words, found 40 words",
      "data/press.json › bios › long › es: expected a long biography of at least 300 words, found 210 words",
      "data/press.json › quotes #2 › source: expected the quote's source: its publication, and its author, day and link where known, found nothing",
      'data/press.json › quotes #3 › language: expected one of "en", "es", found "fr"',
      "data/press.json › rider › stagePlot #2 › across: expected a number from 0 to 100, found 120",
      'data/press.json › contacts #1 › email: expected an email address, found "Lucía Herrera"',
      'data/press.json › contacts #3 › role: expected one contact for each role, found "booking" again (entries 1 and 3)',
      "data/press.json › photos #2 › image: expected a press photo at least 2000 px on its long edge, to print, found 1200×1000 px",
    ])
  })

  it("checks news posts in the editors' words: days, covers, links, slugs, raw HTML, languages", async () => {
    const post = fixture("news/fixture-post-01.json") as Json & {
      en: Json
      es: Json
    }
    expect(
      await check({
        "news/fixture-post-01.json": {
          ...post,
          date: "2026-02-30",
          cover: "images/videos/luz-de-neon-video.jpg",
          release: "luz-de-neom",
          en: { ...post.en, body: 'Hi <div class="x">there</div>' },
        },
        "news/fixture-post-02.json": {
          ...fixture("news/fixture-post-02.json"),
          slug: "fixture-post-01",
        },
        "news/empty-post.json": {
          slug: "empty-post",
          date: "2026-03-01",
          updated: "2026-02-01",
        },
      }),
    ).toEqual([
      'data/news/empty-post.json: expected the post in at least one language ("en" or "es"), found none',
      'data/news/empty-post.json › updated: expected a day on or after the post\'s (2026-03-01), found "2026-02-01"',
      'data/news/fixture-post-01.json › date: expected a date that exists on the calendar, found "2026-02-30"',
      'data/news/fixture-post-01.json › en › body: expected Markdown without HTML tags, found "<div class=\\"x\\">"',
      "data/news/fixture-post-01.json › en › coverAlt: expected what the cover shows, for people who cannot see it, on a post with a cover, found nothing",
      "data/news/fixture-post-01.json › es › coverAlt: expected what the cover shows, for people who cannot see it, on a post with a cover, found nothing",
      'data/news/fixture-post-02.json › slug: expected "fixture-post-02", the file\'s name without .json, found "fixture-post-01" (rename the file or change the slug so they agree)',
      'data/news/fixture-post-01.json › release: expected the slug of a release in data/releases/, found "luz-de-neom": did you mean "luz-de-neon"?',
    ])
  })

  it("checks shows: typos, dates that exist and the shape of each field", async () => {
    expect(
      await check({
        "shows/los-angeles.json": edit("shows/los-angeles.json", {
          venue: undefined,
          venu: "The Fonda Theatre",
        }),
        "shows/san-diego.json": edit("shows/san-diego.json", {
          date: "2026-02-30",
        }),
        "shows/mexico-city.json": edit("shows/mexico-city.json", {
          date: "July 12",
          countryCode: "Mexico",
          startTime: "9pm",
          endTime: "24:00",
          timeZone: "Mexico City",
          ticketsOnSale: "soon",
        }),
      }),
    ).toEqual([
      "data/shows/los-angeles.json › venue: expected some text, found nothing",
      'data/shows/los-angeles.json › venu: unknown field, probably a typo: expected "venue", found "venu"',
      'data/shows/mexico-city.json › countryCode: expected a two-letter country code such as US, found "Mexico"',
      'data/shows/mexico-city.json › date: expected a date as YYYY-MM-DD, found "July 12"',
      'data/shows/mexico-city.json › startTime: expected a time as HH:MM, such as 20:00, found "9pm"',
      'data/shows/mexico-city.json › endTime: expected a time as HH:MM, such as 20:00, found "24:00"',
      'data/shows/mexico-city.json › timeZone: expected a time zone such as America/Los_Angeles, found "Mexico City"',
      'data/shows/mexico-city.json › ticketsOnSale: expected a date as YYYY-MM-DD, found "soon"',
      'data/shows/san-diego.json › date: expected a date that exists on the calendar, found "2026-02-30"',
    ])
  })

  it("checks a show's fields against each other: status and new day, doors, end, on-sale day", async () => {
    expect(
      await check({
        "shows/los-angeles.json": edit("shows/los-angeles.json", {
          status: "rescheduled",
          doorsTime: "20:30",
        }),
        "shows/san-diego.json": edit("shows/san-diego.json", {
          rescheduledDate: "2026-06-13",
          endTime: "20:00",
        }),
        "shows/mexico-city.json": edit("shows/mexico-city.json", {
          ticketsOnSale: "2026-08-01",
          status: "sold out",
        }),
      }),
    ).toEqual([
      'data/shows/los-angeles.json › rescheduledDate: expected the new date as YYYY-MM-DD on a show with the status "rescheduled", found nothing',
      'data/shows/los-angeles.json › doorsTime: expected a time before the show starts (20:00), found "20:30"',
      'data/shows/mexico-city.json › status: expected one of "onSale", "soldOut", "cancelled", "postponed", "rescheduled", found "sold out"',
      'data/shows/mexico-city.json › ticketsOnSale: expected a day on or before the show\'s (2026-07-11), found "2026-08-01"',
      'data/shows/san-diego.json › rescheduledDate: expected nothing unless the status is "rescheduled", found "2026-06-13"',
      'data/shows/san-diego.json › endTime: expected a time other than the start (20:00; an earlier time is read as after midnight), found "20:00"',
    ])
  })

  it("refuses a time the venue's clocks skip, and takes one they repeat as the first", async () => {
    expect(
      await check({
        // Los Angeles: 02:00 became 03:00 on 2026-03-08; 01:30 happened twice on 2026-11-01.
        "shows/los-angeles.json": edit("shows/los-angeles.json", {
          date: "2026-03-07",
          ticketsOnSale: "2026-02-06",
          doorsTime: "22:00",
          startTime: "23:00",
          endTime: "02:30",
        }),
        "shows/san-diego.json": edit("shows/san-diego.json", {
          date: "2026-10-31",
          doorsTime: "22:00",
          startTime: "23:00",
          endTime: "01:30",
        }),
      }),
    ).toEqual([
      'data/shows/los-angeles.json › endTime: expected a time that happens in America/Los_Angeles on 2026-03-08 (its clocks skip that hour that night), found "02:30"',
    ])
  })

  it("names each entry by its file: slugs agree with file names, which are slugs", async () => {
    const lima = edit("shows/mexico-city.json", { slug: "lima" })
    expect(
      await check({
        "shows/mexico-city.json": null,
        "shows/mexico-city-2.json": lima,
        "shows/Lima Peru.json": lima,
        // A year is the tour archive's address (/tour/2019/).
        "shows/2019.json": edit("shows/mexico-city.json", { slug: "2019" }),
        "shows/notes.txt": "remember the brass section",
        // What an operating system or an editor leaves beside the files: not the editor's.
        "shows/.DS_Store": "",
        "shows/lima.json~": "{}",
        "shows/no-slug.json": edit("shows/mexico-city.json", {
          slug: undefined,
        }),
      }),
    ).toEqual([
      'data/shows/2019.json: expected a file name in lowercase-with-dashes, with a letter in it, such as my-show.json, found "2019.json"',
      'data/shows/Lima Peru.json: expected a file name in lowercase-with-dashes, with a letter in it, such as my-show.json, found "Lima Peru.json"',
      'data/shows/mexico-city-2.json › slug: expected "mexico-city-2", the file\'s name without .json, found "lima" (rename the file or change the slug so they agree)',
      "data/shows/no-slug.json › slug: expected a slug in lowercase-with-dashes, with a letter in it, found nothing",
      "data/shows/notes.txt: expected only show files named <slug>.json in this folder, found a file that is not one",
    ])
  })

  it("checks products: prices as numbers of zero or more, real currency codes", async () => {
    expect(
      await check({
        "products/neon-tour-hoodie.json": edit(
          "products/neon-tour-hoodie.json",
          { price: "$29.99" },
        ),
        "products/corazon-enamel-pin-set.json": edit(
          "products/corazon-enamel-pin-set.json",
          { price: -5, currency: "usd" },
        ),
        "products/corazon-electrico-vinyl.json": edit(
          "products/corazon-electrico-vinyl.json",
          { price: 0, currency: "XYZ" },
        ),
      }),
    ).toEqual([
      'data/products/corazon-electrico-vinyl.json › currency: expected a three-letter currency code such as USD, found "XYZ"',
      "data/products/corazon-enamel-pin-set.json › price: expected a price of zero or more, written as a number such as 29.99, found -5",
      'data/products/corazon-enamel-pin-set.json › currency: expected a three-letter currency code such as USD, found "usd"',
      'data/products/neon-tour-hoodie.json › price: expected a price of zero or more, written as a number such as 29.99, found "$29.99"',
    ])
  })

  it("checks media.json: unique slugs in a nested list", async () => {
    const media = fixture("media.json")
    const [first, ...others] = media.tiles as Json[]
    expect(
      await check({
        "media.json": {
          ...media,
          tiles: [first, { ...others[0], slug: first?.slug }],
        },
      }),
    ).toEqual([
      'data/media.json › tiles #2 › slug: expected a slug no other entry uses, found "behind-the-scenes" again (entries 1 and 2)',
    ])
  })

  it("checks contact.json: unknown fields, including an editor's old $schema key", async () => {
    expect(
      await check({
        "contact.json": {
          $schema: "./schema/contact.schema.json",
          ...fixture("contact.json"),
          phone: "555",
        },
      }),
    ).toEqual([
      'data/contact.json › $schema: unknown field: expected one of "media", "fans", "formEndpoint" (the nearest 3 of 4), found "$schema"',
      'data/contact.json › phone: unknown field: expected one of "fans", "media", "formEndpoint" (the nearest 3 of 4), found "phone"',
    ])
  })

  it("reports a file of the wrong shape, a missing file and files the site does not use", async () => {
    expect(
      await check({
        "shows/lima.json": [{ slug: "lima" }],
        "products.json": { products: [] },
        "contact.json": null,
        "extra/notes.json": {},
      }),
    ).toEqual([
      "data/shows/lima.json: expected a group of fields in { }, found a list of 1 entry",
      "data/contact.json: expected this file, found no such file",
      "data/extra/: expected one of the data files and folders (site.json, home.json, pages.json, about.json, press.json, releases/, shows/, news/, products/, media.json, contact.json, privacy.json), found one the site does not use",
      "data/products.json: expected one of the data files and folders (site.json, home.json, pages.json, about.json, press.json, releases/, shows/, news/, products/, media.json, contact.json, privacy.json), found one the site does not use",
    ])
  })

  it("checks the mailing list: a known service, and a form address of that service's shape", async () => {
    const withList = (mailingList: unknown) =>
      check({ "contact.json": { ...fixture("contact.json"), mailingList } })
    expect(
      await withList({
        service: "buttondown",
        formUrl: "https://buttondown.com/api/emails/embed-subscribe/nova",
      }),
    ).toEqual([])
    expect(
      await withList({
        service: "mailchimp",
        formUrl:
          "https://nova.us21.list-manage.com/subscribe/post?u=1a2b3c&id=0a1b2c",
      }),
    ).toEqual([])
    expect(
      await withList({
        service: "kit",
        formUrl: "https://buttondown.com/api/emails/embed-subscribe/nova",
      }),
    ).toEqual([
      'data/contact.json › mailingList › formUrl: expected Kit\'s form address, like https://app.kit.com/forms/1234567/subscriptions, found "https://buttondown.com/api/emails/embed-subscribe/nova"',
    ])
    expect(
      await withList({
        service: "substack",
        formUrl: "https://app.kit.com/forms/1/subscriptions",
      }),
    ).toEqual([
      'data/contact.json › mailingList › service: expected one of "buttondown", "kit", "mailchimp", "emailoctopus", found "substack"',
    ])
    expect(
      await withList({ formUrl: "https://app.kit.com/forms/1/subscriptions" }),
    ).toEqual([
      'data/contact.json › mailingList › service: expected one of "buttondown", "kit", "mailchimp", "emailoctopus", found nothing',
    ])
  })

  it("checks the counting service: a known one, with the fields it takes in their shape", async () => {
    const withAnalytics = (analytics: unknown) =>
      check({ "site.json": { ...fixture("site.json"), analytics } })
    for (const good of [
      { service: "plausible", domain: "novareyes.example" },
      {
        service: "plausible",
        domain: "novareyes.example",
        host: "https://stats.example.org",
      },
      {
        service: "umami",
        websiteId: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
        host: "https://stats.example.org",
      },
      { service: "goatcounter", code: "novareyes" },
      { service: "goatcounter", host: "https://stats.example.org" },
    ])
      expect(await withAnalytics(good)).toEqual([])
    expect(
      await withAnalytics({
        service: "plausible",
        domain: "https://novareyes.example/",
        code: "novareyes",
      }),
    ).toEqual([
      'data/site.json › analytics › domain: expected the site\'s domain as added in Plausible, without https:// or a path, such as novareyes.example, found "https://novareyes.example/"',
      'data/site.json › analytics › code: expected nothing for plausible (code is for goatcounter), found "novareyes"',
    ])
    expect(
      await withAnalytics({ service: "umami", websiteId: "novareyes" }),
    ).toEqual([
      "data/site.json › analytics › websiteId: expected the website's ID from Umami's settings, such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b, found \"novareyes\"",
      "data/site.json › analytics › host: expected the service's address, starting https://, such as https://stats.example.org for umami, found nothing",
    ])
    expect(await withAnalytics({ service: "goatcounter" })).toEqual([
      "data/site.json › analytics › code: expected the code of the GoatCounter site, the first part of its address (novareyes for https://novareyes.goatcounter.com), in lowercase letters, digits and dashes, or a host for a self-hosted GoatCounter, found nothing",
    ])
    expect(
      await withAnalytics({ service: "matomo", domain: "novareyes.example" }),
    ).toEqual([
      'data/site.json › analytics › service: expected one of "plausible", "umami", "goatcounter", found "matomo"',
    ])
    expect(
      await withAnalytics({
        service: "goatcounter",
        code: "novareyes",
        host: "http://stats.example.org",
      }),
    ).toEqual([
      'data/site.json › analytics › host: expected a link starting https://, found "http://stats.example.org"',
    ])
  })

  it("needs a day to date a show's or a release's news by: announced, or else its sale or release day", async () => {
    expect(
      await check({
        "shows/mexico-city.json": edit("shows/mexico-city.json", {
          ticketsOnSale: undefined,
          announced: "2026-02-01",
        }),
      }),
    ).toEqual([])
    expect(
      await check({
        "shows/mexico-city.json": edit("shows/mexico-city.json", {
          ticketsOnSale: undefined,
        }),
        "releases/fuego-lento.json": edit("releases/fuego-lento.json", {
          releaseDate: undefined,
          announced: undefined,
        }),
      }),
    ).toEqual([
      "data/releases/fuego-lento.json › announced: expected the day the release was announced, as YYYY-MM-DD (the news feed dates it by this, or else by releaseDate), found nothing",
      "data/shows/mexico-city.json › announced: expected the day the show was announced, as YYYY-MM-DD (the news feed dates it by this, or else by ticketsOnSale), found nothing",
    ])
  })

  it("accepts a collection with no entries: its folder may be gone", async () => {
    expect(
      await check({ "shows/": null, "products/": null, "news/": null }),
    ).toEqual([])
  })

  it("reports a syntax error with the file, line and column", async () => {
    expect(
      await check({
        "shows/san-diego.json": readFileSync(
          "tests/fixtures/malformed/trailing-comma.json",
          "utf8",
        ),
      }),
    ).toEqual([
      expect.stringMatching(
        /^data\/shows\/san-diego\.json: line \d+, column \d+: a comma after the last entry is not allowed/,
      ),
    ])
  })

  it("is explained, message by message, in the editors' guide", () => {
    const guide = readFileSync("docs/editing.md", "utf8").replaceAll("\\|", "|")
    expect(seen.size).toBeGreaterThan(30)
    const unexplained = [...seen].filter(
      problem => !kindOf(problem).test(guide),
    )
    expect(unexplained).toEqual([])
  })

  it("words the summary for the terminal", () => {
    expect(formatProblems(["data/a.json › b: expected c, found d"])).toBe(
      [
        "1 problem in data/ — fix it and run again (see docs/editing.md):",
        "  • data/a.json › b: expected c, found d",
      ].join("\n"),
    )
  })
})
