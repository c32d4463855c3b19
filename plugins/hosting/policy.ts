import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { MailingList } from "../../src/lib/signup/signupFields"
import { takesBackgroundPost } from "../../src/lib/signup/signupServices"

/**
 * The one definition of how the built site is served: the headers every response carries,
 * each page's Content-Security-Policy and the cache rule of every kind of file. The files
 * each host reads (`_headers` and `_redirects` for Netlify and Cloudflare Pages, the nginx
 * maps) are rendered from it after the build, by plugins/hosting/hostFiles.ts.
 */

/** HTML, page data and every file whose name does not change with its content. */
export const REVALIDATE = "public, max-age=0, must-revalidate"
/** Files named after their content: a new version is a new name. */
export const IMMUTABLE = "public, max-age=31536000, immutable"

/** The YouTube player the video facade loads after a click (src/components/media). */
const YOUTUBE_PLAYER_ORIGIN = "https://www.youtube-nocookie.com"

/**
 * Browser features the site never uses are denied to it and to every frame. The YouTube
 * player keeps what its `allow` attribute asks for, or a started video could not play.
 * Every name must be one Chromium knows: an unknown one is a console error on every page.
 */
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

/** The headers every response carries, whatever its path. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": Object.entries(PERMISSIONS)
    .map(([feature, allowlist]) => `${feature}=${allowlist}`)
    .join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
}

/**
 * The visual editor's sign-in opens a window that reports back through `window.opener`,
 * which `same-origin` severs; the public pages keep `same-origin`.
 */
export const ADMIN_OPENER_POLICY = "same-origin-allow-popups"

/** The sign-in relay's paths (deploy/oauth-relay), which send their own headers. */
export const RELAY_PATH = "/oauth/"

/**
 * The headers that only a document acts on: a script, a style sheet, a font, an image or
 * JSON read by a page ignores them. nginx leaves them off those answers (hostFiles.ts):
 * it compresses no repeated header across answers, and these cost about 1.2 KB on each
 * one, more than the webpack runtime's script itself. Content-Security-Policy is one too.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  "Referrer-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
]

/**
 * The content types of answers no browser shows as a document (SVG and XML can be, and
 * keep every header), as an nginx regular expression over `Content-Type`.
 */
export const SUBRESOURCE_TYPES =
  "^(application/javascript|text/css|font/|image/(jpeg|png|webp|avif|gif)|application/json)"

/** A CSP source for content with this exact text: `'sha256-…'`. */
export const hashSource = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/**
 * Styles added while a page runs, so in no built file, allowed on every page (a visitor
 * reaches any page by client-side navigation without a new policy): styled-components
 * adds an empty `<style>` of its own for the rules a page adds while it runs and fills it
 * through the CSSOM (`insertRule`, which a policy does not check), so the empty text is
 * all it needs; react-toastify adds its own stylesheet, the text of its
 * published CSS file, when the contact page's notices mount.
 */
export const runtimeStyleSources = (): string[] => [
  hashSource(""),
  hashSource(
    // Gatsby's bundler drops a bare `require.resolve` from a gatsby-node file's code.
    readFileSync(
      createRequire(__filename).resolve(
        "react-toastify/dist/ReactToastify.css",
      ),
      "utf8",
    ),
  ),
]

/** What one page carries inline, each as a CSP hash source. */
export type InlineSources = {
  scripts: readonly string[]
  styles: readonly string[]
  styleAttributes: readonly string[]
}

type PolicyOptions = {
  /** The contact form's endpoint from data/contact.json, when there is one. */
  formEndpoint?: string | null
  /** The mailing list the sign-up posts to (data/contact.json), when there is one. */
  mailingList?: MailingList | null
  /** From runtimeStyleSources(); passed in so the library's file is read once. */
  runtimeStyles: readonly string[]
}

const directive = (name: string, sources: readonly string[]) =>
  `${name} ${[...new Set(sources)].join(" ")}`

const originOf = (url?: string | null) => (url ? [new URL(url).origin] : [])

/** The services the page's forms post to: the contact form's, and the mailing list's. */
const formOrigins = ({ formEndpoint, mailingList }: PolicyOptions) => [
  ...originOf(formEndpoint),
  ...originOf(mailingList?.formUrl),
]

/** The services the page's scripts send to: the same, where they take a background post. */
const connectOrigins = ({ formEndpoint, mailingList }: PolicyOptions) => [
  ...originOf(formEndpoint),
  ...(mailingList && takesBackgroundPost(mailingList.service)
    ? originOf(mailingList.formUrl)
    : []),
]

/**
 * A page's policy: nothing from anywhere but the site itself, except the form services and
 * the YouTube player; inline scripts and styles only by the hash of their exact text.
 */
export const contentSecurityPolicy = (
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
    // Blurred placeholders are small JPEGs, each an image of its own with a data: URL.
    directive("img-src", ["'self'", "data:"]),
    // Each page's headline face is inline, as a data: URL (plugins/headline-font).
    directive("font-src", ["'self'", "data:"]),
    directive("connect-src", ["'self'", ...connectOrigins(options)]),
    directive("frame-src", [YOUTUBE_PLAYER_ORIGIN]),
    directive("form-action", ["'self'", ...formOrigins(options)]),
    directive("frame-ancestors", ["'none'"]),
    directive("base-uri", ["'self'"]),
    directive("object-src", ["'none'"]),
  ].join("; ")

/** Where `npm run cms` serves Decap's local backend (decap-server's default port). */
export const CMS_LOCAL_BACKEND_ORIGIN = "http://localhost:8081"

/** The origins the visual editor's Git backend calls and the scripts it needs. */
export type CmsBackendSources = {
  connect: readonly string[]
  scripts: readonly string[]
}

/**
 * The visual editor's policy. Decap CMS compiles code at run time (`'unsafe-eval'`) and
 * styles itself with injected `<style>` elements; it reads and writes through its Git
 * backend (`backend`, from plugins/visual-editor/cmsBackend.ts), over HTTPS only. The
 * local backend `npm run cms` starts (plain HTTP on this machine) is allowed by the
 * development server's policy alone (`localBackend`): on the built site it would be an
 * insecure source of no use.
 */
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

/**
 * A policy a `<meta http-equiv>` element can carry: a browser ignores `frame-ancestors`
 * there and says so in the console.
 */
export const metaPolicy = (policy: string) =>
  policy
    .split("; ")
    .filter(part => !part.startsWith("frame-ancestors "))
    .join("; ")

/**
 * Webpack names the site's scripts and styles after their content
 * (`app-44a575c9961f0f044e8d.js`); Gatsby's `static/` folder holds only such files
 * (images and fonts under a content hash).
 */
const HASHED_ASSET = /^\/[^/]+-[0-9a-f]{20}\.(?:js|css)$/

/** The cache rule of one served file, by its URL path. */
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
