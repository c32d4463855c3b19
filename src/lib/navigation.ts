import type { Strings } from "../strings"
import { pathWithoutLanguage } from "./languages"

/** The footer's list of every page, where the menu toggle leads before the page is interactive. */
export const SITE_PAGES_ID = "site-pages"

type NavItem = { path: string; label: string }

/** In the order docs/specification.md lists them; English paths, keyed by their name in strings.nav. */
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

export const navItem = (page: SitePage, strings: Strings): NavItem => ({
  path: SITE_PAGES[page],
  label: strings.nav[page],
})

export const navItems = (strings: Strings): readonly NavItem[] =>
  (Object.keys(SITE_PAGES) as SitePage[]).map(page => navItem(page, strings))

/** "/about", "/about/" and "/about/?x=1" name the same page; the site uses trailing slashes. */
export const normalizePath = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? "/"
  return bare.endsWith("/") ? bare : `${bare}/`
}

const pagePath = (path: string) => normalizePath(pathWithoutLanguage(path))

export const isCurrentPath = (itemPath: string, currentPath: string) =>
  pagePath(itemPath) === pagePath(currentPath)

const isInSection = (itemPath: string, currentPath: string) => {
  const section = pagePath(itemPath)
  const current = pagePath(currentPath)
  return section !== "/" && current !== section && current.startsWith(section)
}

export const currentMarkFor = (itemPath: string, currentPath: string) =>
  isCurrentPath(itemPath, currentPath)
    ? ("page" as const)
    : isInSection(itemPath, currentPath)
      ? ("true" as const)
      : undefined
