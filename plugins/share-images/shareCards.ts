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
  showsWithCards,
} from "../../src/lib/seo/shareImages"
import { isOutOn, utcDayOf } from "../../src/lib/releaseSchedule"
import { showDayOf } from "../../src/lib/showSchedule"
import { allStrings } from "../../src/strings/all"
import type { ShareCard } from "./renderShareImages"

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
  const builtAt = Date.parse(
    requireData(data.buildClock, "the build's clock").builtAt,
  )
  const today = utcDayOf(builtAt)
  const byline = (detail: string) => [site.name, detail].join(strings.separator)
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
  // A show over by the build shares the tour's card (src/lib/seo/shareImages.ts).
  const shows: ShareCard[] = showsWithCards(
    data.allShowsJson.nodes,
    builtAt,
  ).map(show => ({
    key: path.basename(showShareImagePath(show.slug, language), ".jpg"),
    title: show.city,
    subtitle: byline(formatLongDate(showDayOf(show), site.locale)),
    art: photo,
    focus: "north",
  }))
  const releases: ShareCard[] = data.allReleasesJson.nodes.map(release => ({
    key: path.basename(releaseShareImagePath(release.slug, language), ".jpg"),
    title: release.title,
    subtitle: byline(strings.music.kinds[release.kind]),
    art: release.cover?.absolutePath ?? photo,
    focus: release.cover ? "centre" : "north",
  }))
  const news: ShareCard[] = publishedPosts(data.allNewsJson.nodes, today)
    .filter(post => languagesOf(post).includes(language))
    .map(post => ({
      key: path.basename(newsShareImagePath(post.slug, language), ".jpg"),
      title: post[language]?.title ?? "",
      subtitle: byline(formatLongDate(post.date, site.locale)),
      art: post.cover?.absolutePath ?? photo,
      focus: post.cover ? "centre" : "north",
    }))
  return [...routes, ...shows, ...releases, ...news]
}
