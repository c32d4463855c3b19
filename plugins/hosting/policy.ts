import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { MailingList } from "../../src/lib/signup/signupFields"
import { takesBackgroundPost } from "../../src/lib/signup/signupServices"

// How the built site is served; plugins/hosting/hostFiles.ts renders each host's files from it.

export const REVALIDATE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"

const YOUTUBE_PLAYER_ORIGIN = "https://www.youtube-nocookie.com"

// The YouTube player keeps what its `allow` attribute asks for, or a video could not play.
// Every name must be one Chromium knows: an unknown one is a console error on every page.
const FOR_THE_PLAYER = `(self "${YOUTUBE_PLAYER_ORIGIN}")`
const PERMISSIONS = {
  accelerometer: FOR_THE_PLAYER,
  autoplay: FOR_THE_PLAYER,
  "clipboard-write": FOR_THE_PLAYER,
  "encrypted-media": FOR_THE_PLAYER,
  fullscreen: FOR_THE_PLAYER,
  gyroscope: FOR_THE_PLAYER,
  "picture-in-picture": FOR_THE_PLAYER,
  "browsing-topics": "()",
  camera: "()",
  "display-capture": "()",
  geolocation: "()",
  hid: "()",
  "idle-detection": "()",
  "local-fonts": "()",
  magnetometer: "()",
  microphone: "()",
  midi: "()",
  payment: "()",
  "publickey-credentials-get": "()",
  "screen-wake-lock": "()",
  serial: "()",
  usb: "()",
  "xr-spatial-tracking": "()",
}

export const SITE_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": Object.entries(PERMISSIONS)
    .map(([feature, allowlist]) => `${feature}=${allowlist}`)
    .join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
}

/** Decap's sign-in window reports back through `window.opener`, which `same-origin` severs. */
export const ADMIN_OPENER_POLICY = "same-origin-allow-popups"

/** The sign-in relay (deploy/oauth-relay) sends its own headers. */
export const RELAY_PATH = "/oauth/"

// Only a document acts on these. nginx leaves them off other answers (hostFiles.ts) since it
// compresses no header repeated across answers. Content-Security-Policy is one too.
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  "Referrer-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
]

// SVG and XML can be shown as documents, so they keep every header.
export const SUBRESOURCE_TYPES =
  "^(application/javascript|text/css|font/|image/(jpeg|png|webp|avif|gif)|application/json)"

export const hashSource = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

// Run-time styles, on every page as navigation keeps the first policy: styled-components' empty
// <style> (filled through the CSSOM, which CSP does not check) and react-toastify's sheet.
export const runtimeStyleSources = (): string[] => {
  // Gatsby's bundler drops a bare `require.resolve` from a gatsby-node file's code.
  const toastify = createRequire(__filename).resolve(
    "react-toastify/dist/ReactToastify.css",
  )
  return [hashSource(""), hashSource(readFileSync(toastify, "utf8"))]
}

export type InlineSources = {
  scripts: readonly string[]
  styles: readonly string[]
  styleAttributes: readonly string[]
}

export type PolicyOptions = {
  formEndpoint?: string | null
  mailingList?: MailingList | null
  /** The counting service's origin, and whether it counts a visit without JavaScript by a pixel. */
  counter?: { origin: string; pixel: boolean } | null
  /** Passed in so the library's file is read once. */
  runtimeStyles: readonly string[]
}

const directive = (name: string, sources: readonly string[]) =>
  `${name} ${[...new Set(sources)].join(" ")}`

const originOf = (url?: string | null) => (url ? [new URL(url).origin] : [])

const fetchDirectives = ({
  formEndpoint,
  mailingList,
  counter,
}: PolicyOptions) => {
  const endpoint = originOf(formEndpoint)
  const list = originOf(mailingList?.formUrl)
  const posted = mailingList && takesBackgroundPost(mailingList.service)
  const counted = counter ? [counter.origin] : []
  return [
    // Blurred placeholders are small JPEGs, each an image of its own with a data: URL.
    directive("img-src", [
      "'self'",
      "data:",
      ...(counter?.pixel ? counted : []),
    ]),
    directive("font-src", ["'self'"]),
    directive("connect-src", [
      "'self'",
      ...endpoint,
      ...(posted ? list : []),
      ...counted,
    ]),
    directive("frame-src", [YOUTUBE_PLAYER_ORIGIN]),
    directive("form-action", ["'self'", ...endpoint, ...list]),
    directive("base-uri", ["'self'"]),
    directive("object-src", ["'none'"]),
  ]
}

/** A page's own, in a `<meta>` first in its head; enforced beside the site's header. */
export const pagePolicy = (
  inline: InlineSources,
  options: PolicyOptions,
): string =>
  [
    directive("default-src", ["'self'"]),
    directive("script-src", ["'self'", ...inline.scripts]),
    directive("style-src", [
      "'self'",
      ...inline.styles,
      ...options.runtimeStyles,
    ]),
    inline.styleAttributes.length > 0
      ? directive("style-src-attr", [
          "'unsafe-hashes'",
          ...inline.styleAttributes,
        ])
      : directive("style-src-attr", ["'none'"]),
    ...fetchDirectives(options),
  ].join("; ")

// The same on every page, so one host rule carries it at any size: styles differ by page and are
// left to each page's own policy; `frame-ancestors` works in a header only.
export const sitePolicy = (
  scripts: readonly string[],
  options: PolicyOptions,
): string =>
  [
    directive("default-src", ["'self'"]),
    directive("script-src", ["'self'", ...scripts]),
    directive("style-src", ["'self'", "'unsafe-inline'"]),
    ...fetchDirectives(options),
    directive("frame-ancestors", ["'none'"]),
  ].join("; ")

/** decap-server's default port. */
export const CMS_LOCAL_BACKEND_ORIGIN = "http://localhost:8081"

export type CmsBackendSources = {
  connect: readonly string[]
  scripts: readonly string[]
}

// Decap CMS compiles code at run time and injects <style> elements. `npm run cms`'s local backend
// (plain HTTP) is allowed on the development server only: on the built site it is an insecure source.
export const adminContentSecurityPolicy = (
  backend: CmsBackendSources = { connect: [], scripts: [] },
  { localBackend = false }: { localBackend?: boolean } = {},
): string =>
  [
    directive("default-src", ["'self'"]),
    directive("script-src", ["'self'", "'unsafe-eval'", ...backend.scripts]),
    directive("style-src", ["'self'", "'unsafe-inline'"]),
    directive("img-src", ["'self'", "data:", "blob:"]),
    // Decap reads an uploaded image back from its blob: address to save it.
    directive("connect-src", [
      "'self'",
      "blob:",
      ...backend.connect,
      ...(localBackend ? [CMS_LOCAL_BACKEND_ORIGIN] : []),
    ]),
    directive("frame-ancestors", ["'none'"]),
    directive("base-uri", ["'self'"]),
    directive("object-src", ["'none'"]),
  ].join("; ")

// Webpack names scripts and styles after their content; Gatsby's `static/` holds only such files.
const HASHED_ASSET = /^\/[^/]+-[0-9a-f]{20}\.(?:js|css)$/

export const cacheControlFor = (urlPath: string) =>
  urlPath.startsWith("/static/") || HASHED_ASSET.test(urlPath)
    ? IMMUTABLE
    : REVALIDATE

/** Content types some hosts do not know by the file's extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ics: "text/calendar; charset=utf-8",
  zip: "application/zip",
  webmanifest: "application/manifest+json",
}
