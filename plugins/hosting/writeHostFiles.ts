import { ADMIN_PATH } from "../../src/lib/urls"
import { readFileSync, writeFileSync } from "node:fs"
import { mkdir, readdir, writeFile } from "node:fs/promises"
import path from "node:path"

import { htmlFilesIn } from "../../src/node/htmlFiles"
import type { PageMemo } from "../../src/node/pageMemo"
import {
  cloudflareLimitProblems,
  headersFile,
  nginxHeadersFile,
  nginxMapsFile,
  redirectsFile,
  routesFile,
  type HostingPlan,
} from "./hostFiles"
import { inlineSourcesOf } from "./inlineSources"
import {
  adminContentSecurityPolicy,
  cacheControlFor,
  IMMUTABLE,
  pagePolicy,
  runtimeStyleSources,
  sitePolicy,
  type InlineSources,
  type PolicyOptions,
} from "./policy"
import type { MailingList } from "../../src/lib/signup/signupFields"

/** What a page carries, so a warm build reads again only a page whose policy would change. */
export type Carried = { sources: InlineSources; policy: string }

export const NGINX_OUTPUT = path.join("deploy", "nginx", "generated")

/** "about/index.html" -> "/about/", "index.html" -> "/", "404.html" -> "/404.html" */
export const servedPath = (relativeFile: string) => {
  const urlPath = `/${relativeFile.split(path.sep).join("/")}`
  return urlPath.endsWith("/index.html")
    ? urlPath.slice(0, -"index.html".length)
    : urlPath
}

const META_POLICY =
  /<meta http-equiv="Content-Security-Policy" content="[^"]*">/

const withoutMetaPolicy = (html: string) => html.replace(META_POLICY, "")

// First in the head, as a <meta> policy covers only what follows it, but after a leading
// charset, which HTML requires within the first 1024 bytes.
export const withMetaPolicy = (html: string, policy: string) => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`
  const page = withoutMetaPolicy(html)
  const head = /<head(?:\s[^>]*)?>(<meta charset="[^"]*"\s*\/?>)?/i.exec(page)
  if (!head) throw new Error("found no <head> to put the page's policy in")
  const at = head.index + head[0].length
  return page.slice(0, at) + meta + page.slice(at)
}

/** Reads the page, and writes it back with the policy its inline sources need. */
const carryPolicy = async (
  file: string,
  options: PolicyOptions,
): Promise<Carried> => {
  const html = readFileSync(file, "utf8")
  const page = withoutMetaPolicy(html)
  const sources = inlineSourcesOf(page)
  const policy = pagePolicy(sources, options)
  const carried = withMetaPolicy(page, policy)
  if (carried !== html) writeFileSync(file, carried)
  return { sources, policy }
}

const immutableFilesIn = async (publicDir: string) =>
  (await readdir(publicDir))
    .map(name => `/${name}`)
    .filter(file => cacheControlFor(file) === IMMUTABLE)
    .sort()

export const writeHostFiles = async ({
  publicDir,
  nginxDir,
  cmsBackend,
  memo,
  preview = false,
  ...contact
}: {
  publicDir: string
  nginxDir: string
  preview?: boolean
  memo?: PageMemo<Carried>
  formEndpoint?: string | null
  mailingList?: MailingList | null
  counter?: PolicyOptions["counter"]
  cmsBackend?: { connect: readonly string[]; scripts: readonly string[] }
}): Promise<HostingPlan & { warnings: string[] }> => {
  const options = { ...contact, runtimeStyles: runtimeStyleSources() }
  const files = htmlFilesIn(publicDir)
    .map(file => ({ file, path: servedPath(path.relative(publicDir, file)) }))
    .filter(page => !page.path.startsWith(ADMIN_PATH))
    .sort((a, b) => a.path.localeCompare(b.path))
  const kept = new Map<string, Carried>()
  const pages = await Promise.all(
    files.map(async ({ file, path: urlPath }) => {
      const known = (await memo?.of(file))?.value
      const carried =
        known && pagePolicy(known.sources, options) === known.policy
          ? known
          : await carryPolicy(file, options)
      kept.set(file, carried)
      return { path: urlPath, scripts: carried.sources.scripts }
    }),
  )
  await memo?.save(kept)
  const plan: HostingPlan = {
    pages: pages.map(page => page.path),
    sitePolicy: sitePolicy(
      [...new Set(pages.flatMap(page => page.scripts))].sort(),
      options,
    ),
    adminPolicy: adminContentSecurityPolicy(cmsBackend),
    immutableFiles: await immutableFilesIn(publicDir),
    preview,
  }
  const headers = headersFile(plan)
  await writeFile(path.join(publicDir, "_headers"), headers)
  await writeFile(path.join(publicDir, "_redirects"), redirectsFile(plan))
  await writeFile(path.join(publicDir, "_routes.json"), routesFile())
  await mkdir(nginxDir, { recursive: true })
  await writeFile(path.join(nginxDir, "maps.conf"), nginxMapsFile(plan))
  await writeFile(path.join(nginxDir, "headers.conf"), nginxHeadersFile())
  return { ...plan, warnings: cloudflareLimitProblems(headers) }
}
