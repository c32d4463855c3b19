import { ADMIN_PATH } from "../../src/lib/urls"
import {
  ADMIN_OPENER_POLICY,
  CONTENT_TYPES,
  IMMUTABLE,
  REVALIDATE,
  DOCUMENT_ONLY_HEADERS,
  RELAY_PATH,
  SITE_HEADERS,
  SUBRESOURCE_TYPES,
} from "./policy"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/lib/languages"

export type HostingPlan = {
  pages: readonly string[]
  sitePolicy: string
  adminPolicy: string
  immutableFiles: readonly string[]
  /** A draft's or a branch's build (previewBuild.ts): no search engine may list it. */
  preview?: boolean
}

const WRITTEN_BY =
  "# Written by the build from plugins/hosting/policy.ts: change that file, not this one."

export const headersFile = (plan: HostingPlan): string => {
  const rule = (
    path: string,
    headers: Record<string, string>,
    detached: readonly string[] = [],
  ) =>
    [
      path,
      ...detached.map(name => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n")
  const immutable = (path: string) =>
    rule(path, { "Cache-Control": IMMUTABLE }, ["Cache-Control"])
  // Both hosts add up the rules that match; a rule setting a header /* sets detaches it first:
  // Cloudflare with "! Name", Netlify skips that colon-less line and keeps the later value.
  return [
    WRITTEN_BY,
    rule("/*", {
      ...SITE_HEADERS,
      "Content-Security-Policy": plan.sitePolicy,
      "Cache-Control": REVALIDATE,
      ...(plan.preview ? { "X-Robots-Tag": "noindex" } : {}),
    }),
    rule(
      `${ADMIN_PATH}*`,
      {
        "Content-Security-Policy": plan.adminPolicy,
        "Cross-Origin-Opener-Policy": ADMIN_OPENER_POLICY,
      },
      ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
    ),
    immutable("/static/*"),
    ...plan.immutableFiles.map(immutable),
    ...Object.entries(CONTENT_TYPES).map(([extension, type]) =>
      rule(`/*.${extension}`, { "Content-Type": type }),
    ),
  ].join("\n\n")
}

const CLOUDFLARE_LIMITS = { rules: 100, lineLength: 2000 }

export const cloudflareLimitProblems = (headers: string): string[] => {
  const lines = headers.split("\n")
  const rules = lines.filter(line => line.startsWith("/")).length
  const longest = Math.max(...lines.map(line => line.length))
  return [
    rules > CLOUDFLARE_LIMITS.rules &&
      `_headers has ${rules} rules; Cloudflare Pages applies the first ${CLOUDFLARE_LIMITS.rules}`,
    longest > CLOUDFLARE_LIMITS.lineLength &&
      `_headers has a line of ${longest} characters; Cloudflare Pages ignores lines over ${CLOUDFLARE_LIMITS.lineLength}`,
  ].filter(problem => problem !== false)
}

/** Cloudflare Pages runs its Functions for the sign-in relay's paths only. */
export const routesFile = (): string =>
  `${JSON.stringify({ version: 1, include: [`${RELAY_PATH}*`], exclude: [] }, null, 2)}\n`

export const redirectsFile = (plan: HostingPlan): string =>
  [
    WRITTEN_BY,
    ...plan.pages
      .filter(page => page.endsWith("/") && page !== "/")
      .map(page => `${page.slice(0, -1)}  ${page}  301`),
    // For Netlify: Cloudflare Pages finds the nearest 404.html up the folders by itself.
    ...LANGUAGES.filter(language => language !== DEFAULT_LANGUAGE).map(
      language => `/${language}/*  /${language}/404.html  404`,
    ),
  ].join("\n") + "\n"

const nginxString = (value: string) =>
  `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`

const NGINX_POLICY_VARIABLE = "$site_content_security_policy"
const NGINX_CACHE_VARIABLE = "$site_cache_control"
const NGINX_SUBRESOURCE_VARIABLE = "$site_subresource"
const NGINX_RELAY_VARIABLE = "$site_relay"
/** Not empty where the document-only headers stay off: subresources and the relay. */
const NGINX_BARE_VARIABLE = "$site_bare"
const NGINX_OPENER_VARIABLE = "$site_opener_policy"
const documentVariable = (name: string) =>
  `$site_document_${name.toLowerCase().replaceAll("-", "_")}`

const documentOnlyMap = (name: string, value: string) => [
  `map ${NGINX_BARE_VARIABLE} ${documentVariable(name)} {`,
  `  "" ${value};`,
  `  default "";`,
  "}",
]

export const nginxMapsFile = (plan: HostingPlan): string => {
  const entry = (key: string, value: string) =>
    `  ${nginxString(key)} ${nginxString(value)};`
  return [
    WRITTEN_BY,
    // Keys as long as a template's chunk need buckets wider than nginx's default 64 bytes.
    "map_hash_bucket_size 128;",
    `map $uri ${NGINX_POLICY_VARIABLE} {`,
    `  default ${nginxString(plan.sitePolicy)};`,
    entry(`~^${ADMIN_PATH}`, plan.adminPolicy),
    "}",
    "",
    `map $uri ${NGINX_CACHE_VARIABLE} {`,
    `  default ${nginxString(REVALIDATE)};`,
    entry(`~^${RELAY_PATH}`, ""),
    entry("~^/static/", IMMUTABLE),
    ...plan.immutableFiles.map(file => entry(file, IMMUTABLE)),
    "}",
    "",
    // Read when the headers go out, so by the answer's own type (DOCUMENT_ONLY_HEADERS).
    `map $sent_http_content_type ${NGINX_SUBRESOURCE_VARIABLE} {`,
    `  default "";`,
    `  ${nginxString(`~${SUBRESOURCE_TYPES}`)} 1;`,
    "}",
    `map $uri ${NGINX_RELAY_VARIABLE} {`,
    `  default "";`,
    `  ${nginxString(`~^${RELAY_PATH}`)} 1;`,
    "}",
    `map ${NGINX_SUBRESOURCE_VARIABLE}${NGINX_RELAY_VARIABLE} ${NGINX_BARE_VARIABLE} {`,
    `  default 1;`,
    `  "" "";`,
    "}",
    `map $uri ${NGINX_OPENER_VARIABLE} {`,
    `  default ${nginxString(SITE_HEADERS["Cross-Origin-Opener-Policy"] ?? "")};`,
    entry(`~^${ADMIN_PATH}`, ADMIN_OPENER_POLICY),
    "}",
    ...DOCUMENT_ONLY_HEADERS.flatMap(name =>
      documentOnlyMap(
        name,
        name === "Cross-Origin-Opener-Policy"
          ? NGINX_OPENER_VARIABLE
          : nginxString(SITE_HEADERS[name] ?? ""),
      ),
    ),
    ...documentOnlyMap("Content-Security-Policy", NGINX_POLICY_VARIABLE),
    "",
  ].join("\n")
}

/** Extensions nginx's own mime.types already maps (a second mapping is a warning). */
const IN_NGINX_MIME_TYPES = new Set(["zip"])

/** nginx adds the charset to HTML on its own. */
const TEXT_TYPES = [
  "text/css",
  "text/plain",
  "text/xml",
  "application/javascript",
  "application/json",
  ...Object.values(CONTENT_TYPES)
    .filter(type => type.includes("charset="))
    .map(type => type.split(";")[0]),
]

// `always`: redirects and not-found answers carry the headers too; `types` adds to mime.types.
export const nginxHeadersFile = (): string =>
  [
    WRITTEN_BY,
    ...Object.entries(SITE_HEADERS).map(([name, value]) =>
      DOCUMENT_ONLY_HEADERS.includes(name)
        ? `add_header ${name} ${documentVariable(name)} always;`
        : `add_header ${name} ${nginxString(value)} always;`,
    ),
    // nginx sends no header whose value is empty: these are on documents only.
    `add_header Content-Security-Policy ${documentVariable("Content-Security-Policy")} always;`,
    `add_header Cache-Control ${NGINX_CACHE_VARIABLE} always;`,
    "charset utf-8;",
    `charset_types ${TEXT_TYPES.join(" ")};`,
    "types {",
    ...Object.entries(CONTENT_TYPES)
      .filter(([extension]) => !IN_NGINX_MIME_TYPES.has(extension))
      .map(([extension, type]) => `  ${type.split(";")[0]} ${extension};`),
    "}",
    "",
  ].join("\n")
