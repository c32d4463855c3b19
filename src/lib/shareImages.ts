import { normalizePath } from "./navigation"

/** Open Graph's recommended share image size. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

/** Every route with a share image, and the art behind it. */
export const shareImageRoutes = [
  { path: "/", key: "home", art: "photo" },
  { path: "/about/", key: "about", art: "photo" },
  { path: "/music/", key: "music", art: "latestCover" },
  { path: "/tour/", key: "tour", art: "photo" },
  { path: "/media/", key: "media", art: "latestCover" },
  { path: "/store/", key: "store", art: "latestCover" },
  { path: "/contact/", key: "contact", art: "photo" },
] as const

export type ShareImageRoute = (typeof shareImageRoutes)[number]

/** Where a route's share image is served from; other paths (the 404 page) use the home one. */
export const shareImagePath = (pathname: string) => {
  const route = shareImageRoutes.find(
    candidate => candidate.path === normalizePath(pathname),
  )
  return `/og/${route?.key ?? "home"}.jpg`
}

/** A show page's own share image. */
export const showShareImagePath = (slug: string) => `/og/show-${slug}.jpg`
