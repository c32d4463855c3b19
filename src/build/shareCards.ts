import { requireData } from "../lib/requireData"
import { shareImageRoutes } from "../lib/shareImages"
import type { ShareCard } from "./renderShareImages"

/**
 * The share card of each route, from the build's data (already checked): the home page
 * gets the artist's name and tagline, the others their heading over the artist's name,
 * on the artist's photo or the newest released cover.
 */
export const shareCardsFrom = (data: Queries.ShareCardsQuery): ShareCard[] => {
  const site = requireData(data.siteJson, "data/site.json")
  const pages = requireData(data.pagesJson, "data/pages.json")
  const photo = requireData(
    data.aboutJson?.photo?.absolutePath,
    "data/about.json › photo",
  )
  const cover = data.allReleasesJson.nodes[0]?.cover?.absolutePath ?? photo
  return shareImageRoutes.map(route => ({
    key: route.key,
    title: route.key === "home" ? site.name : pages[route.key].heading,
    subtitle: route.key === "home" ? site.tagline : site.name,
    art: route.art === "photo" ? photo : cover,
    focus: route.art === "photo" ? "north" : "centre",
  }))
}
