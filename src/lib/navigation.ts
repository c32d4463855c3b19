import { strings } from "../strings"

/** The footer's list of every page, where the menu toggle leads before the page is interactive. */
export const SITE_PAGES_ID = "site-pages"

export type NavItem = { path: string; label: string }

/** The seven routes of the top bar, in the order the spec lists them. */
export const navItems: readonly NavItem[] = [
  { path: "/", label: strings.nav.home },
  { path: "/about/", label: strings.nav.about },
  { path: "/music/", label: strings.nav.music },
  { path: "/tour/", label: strings.nav.tour },
  { path: "/media/", label: strings.nav.media },
  { path: "/store/", label: strings.nav.store },
  { path: "/contact/", label: strings.nav.contact },
]

/** "/about", "/about/" and "/about/?x=1" all name the same page; the site uses trailing slashes. */
export const normalizePath = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? "/"
  return bare.endsWith("/") ? bare : `${bare}/`
}

export const isCurrentPath = (itemPath: string, currentPath: string) =>
  normalizePath(itemPath) === normalizePath(currentPath)

/** A page inside an item's section (a show's page inside Tour), not the item's own page. */
export const isInSection = (itemPath: string, currentPath: string) => {
  const section = normalizePath(itemPath)
  const current = normalizePath(currentPath)
  return section !== "/" && current !== section && current.startsWith(section)
}

/** aria-current for a link to `itemPath`: the page itself, or the section it belongs to. */
export const currentMarkFor = (itemPath: string, currentPath: string) =>
  isCurrentPath(itemPath, currentPath)
    ? ("page" as const)
    : isInSection(itemPath, currentPath)
      ? ("true" as const)
      : undefined
