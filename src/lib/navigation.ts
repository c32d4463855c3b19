import type { Strings } from "../strings"
import { pathWithoutLanguage } from "./languages"

/** The footer's list of every page, where the menu toggle leads before the page is interactive. */
export const SITE_PAGES_ID = "site-pages"

type NavItem = { path: string; label: string }

/**
 * The seven routes of the top bar, in the order the product specification (docs/specification.md) lists them, by their English
 * paths (links add the language's prefix); each one's name is its key in the strings' nav.
 */
const SITE_PAGES = {
  home: "/",
  about: "/about/",
  music: "/music/",
  tour: "/tour/",
  media: "/media/",
  store: "/store/",
  contact: "/contact/",
} as const satisfies Partial<Record<keyof Strings["nav"], string>>

export type SitePage = keyof typeof SITE_PAGES

/** A route of the top bar in the words of the language being read. */
export const navItem = (page: SitePage, strings: Strings): NavItem => ({
  path: SITE_PAGES[page],
  label: strings.nav[page],
})

export const navItems = (strings: Strings): readonly NavItem[] =>
  (Object.keys(SITE_PAGES) as SitePage[]).map(page => navItem(page, strings))

/** "/about", "/about/" and "/about/?x=1" all name the same page; the site uses trailing slashes. */
export const normalizePath = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? "/"
  return bare.endsWith("/") ? bare : `${bare}/`
}

/** The same page in any language: "/es/tour/" is the Tour item's page on a Spanish page. */
const pagePath = (path: string) => normalizePath(pathWithoutLanguage(path))

export const isCurrentPath = (itemPath: string, currentPath: string) =>
  pagePath(itemPath) === pagePath(currentPath)

/** A page inside an item's section (a show's page inside Tour), not the item's own page. */
const isInSection = (itemPath: string, currentPath: string) => {
  const section = pagePath(itemPath)
  const current = pagePath(currentPath)
  return section !== "/" && current !== section && current.startsWith(section)
}

/** aria-current for a link to `itemPath`: the page itself, or the section it belongs to. */
export const currentMarkFor = (itemPath: string, currentPath: string) =>
  isCurrentPath(itemPath, currentPath)
    ? ("page" as const)
    : isInSection(itemPath, currentPath)
      ? ("true" as const)
      : undefined
