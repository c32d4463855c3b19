import { readFile } from "node:fs/promises"
import path from "node:path"

import { isRecord } from "../lib/isRecord"
import { shareImageRoutes } from "../lib/shareImages"
import type { ShareCard } from "./renderShareImages"

type Json = Record<string, unknown>

const readJson = async (dataDir: string, file: string): Promise<Json> =>
  JSON.parse(await readFile(path.join(dataDir, file), "utf8"))

const text = (value: unknown) => (typeof value === "string" ? value : "")

/** The newest released cover, else the artist's photo. */
const latestCover = (releases: unknown, photo: string) => {
  const list = Array.isArray(releases) ? releases : []
  const released = list
    .filter(
      (release): release is Json =>
        isRecord(release) &&
        release.comingSoon === false &&
        typeof release.cover === "string",
    )
    .sort((a, b) => text(b.releaseDate).localeCompare(text(a.releaseDate)))
  return text(released[0]?.cover) || photo
}

/**
 * The share card of each route, read from data/ (already validated): the home page gets
 * the artist's name and tagline, the others their heading over the artist's name.
 */
export const shareCardsFrom = async (dataDir: string): Promise<ShareCard[]> => {
  const [site, pages, about, releases] = await Promise.all(
    ["site.json", "pages.json", "about.json", "releases.json"].map(file =>
      readJson(dataDir, file),
    ),
  )
  const name = text(site?.name)
  const photo = text(about?.photo)
  const cover = latestCover(releases?.releases, photo)
  return shareImageRoutes.map(route => {
    const page = pages?.[route.key]
    const heading = isRecord(page) ? text(page.heading) : ""
    return {
      key: route.key,
      title: route.key === "home" ? name : heading,
      subtitle: route.key === "home" ? text(site?.tagline) : name,
      art: path.join(dataDir, route.art === "photo" ? photo : cover),
      focus: route.art === "photo" ? "north" : "centre",
    }
  })
}
