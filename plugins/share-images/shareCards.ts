import path from "node:path"

import { formatLongDate } from "../../src/lib/format/formatDate"
import type { Language } from "../../src/lib/languages"
import { requireData } from "../../src/lib/props/requireData"
import { languagesOf, publishedPosts } from "../../src/lib/news/newsPlan"
import {
  newsShareImagePath,
  releaseShareImagePath,
  shareImageKey,
  shareImageRoutes,
  showShareImagePath,
} from "../../src/lib/seo/shareImages"
import { isOutOn, utcDayOf } from "../../src/lib/releaseSchedule"
import { showDayOf } from "../../src/lib/showSchedule"
import { allStrings } from "../../src/strings/all"
import type { ShareCard } from "./renderShareImages"

/**
 * The share card of each route, from the build's data (already checked): the home page
 * gets the artist's name and tagline, the others their heading over the artist's name,
 * on the artist's photo or the newest released cover; each show's page gets its city,
 * each release's page its title on its cover (the artist's photo until it has one), each
 * news post its title on its cover.
 * The data is the language's (the query's `$language`), and so are the cards' names.
 */
export const shareCardsFrom = (
  data: Queries.ShareCardsQuery,
  language: Language,
): ShareCard[] => {
  const strings = allStrings[language]
  const site = requireData(data.siteJson, "data/site.json")
  const pages = requireData(data.pagesJson, "data/pages.json")
  const photo = requireData(
    data.aboutJson?.photo?.absolutePath,
    "data/about.json › photo",
  )
  // The newest cover of a release out on the build's day.
  const today = utcDayOf(
    Date.parse(requireData(data.buildClock, "the build's clock").builtAt),
  )
  const cover =
    data.allReleasesJson.nodes.find(
      release => isOutOn(release, today) && release.cover,
    )?.cover?.absolutePath ?? photo
  const routes: ShareCard[] = shareImageRoutes.map(route => ({
    key: shareImageKey(route.key, language),
    title: route.key === "home" ? site.name : pages[route.key].heading,
    subtitle: route.key === "home" ? site.tagline : site.name,
    art: route.art === "photo" ? photo : cover,
    focus: route.art === "photo" ? "north" : "centre",
  }))
  // Each show's page: the city over the artist's name and the show's day.
  const shows: ShareCard[] = data.allShowsJson.nodes.map(show => ({
    key: path.basename(showShareImagePath(show.slug, language), ".jpg"),
    title: show.city,
    subtitle: [site.name, formatLongDate(showDayOf(show), site.locale)].join(
      strings.separator,
    ),
    art: photo,
    focus: "north",
  }))
  // Each release's page: its title over the artist's name and its kind, on its cover.
  const releases: ShareCard[] = data.allReleasesJson.nodes.map(release => ({
    key: path.basename(releaseShareImagePath(release.slug, language), ".jpg"),
    title: release.title,
    subtitle: [site.name, strings.music.kinds[release.kind]].join(
      strings.separator,
    ),
    art: release.cover?.absolutePath ?? photo,
    focus: release.cover ? "centre" : "north",
  }))
  // Each news post published in this language: its title over the artist's name and its
  // day, on its cover (the artist's photo without one).
  const news: ShareCard[] = publishedPosts(data.allNewsJson.nodes, today)
    .filter(post => languagesOf(post).includes(language))
    .map(post => ({
      key: path.basename(newsShareImagePath(post.slug, language), ".jpg"),
      title: post[language]?.title ?? "",
      subtitle: [site.name, formatLongDate(post.date, site.locale)].join(
        strings.separator,
      ),
      art: post.cover?.absolutePath ?? photo,
      focus: post.cover ? "centre" : "north",
    }))
  return [...routes, ...shows, ...releases, ...news]
}
