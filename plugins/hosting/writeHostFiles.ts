import { ADMIN_PATH } from "../../src/lib/urls"
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"

import { htmlFilesIn } from "../../src/node/htmlFiles"
import { memoVersion, pageMemo } from "../../src/node/pageMemo"
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
  contentSecurityPolicy,
  IMMUTABLE,
  metaPolicy,
  runtimeStyleSources,
  type InlineSources,
} from "./policy"
import type { MailingList } from "../../src/lib/signup/signupFields"

/** Where the build writes nginx's two includes; deploy/nginx/README.md says how to use them. */
export const NGINX_OUTPUT = path.join("deploy", "nginx", "generated")

/** "about/index.html" -> "/about/", "index.html" -> "/", "404.html" -> "/404.html" */
export const servedPath = (relativeFile: string) => {
  const urlPath = `/${relativeFile.split(path.sep).join("/")}`
  return urlPath.endsWith("/index.html")
    ? urlPath.slice(0, -"index.html".length)
    : urlPath
}

/** A not-found page: it answers paths that are not its own (see withMetaPolicy). */
export const isNotFoundPage = (urlPath: string) =>
  /(?:^|\/)404(?:\.html|\/)$/.test(urlPath)

const META_POLICY =
  /<meta http-equiv="Content-Security-Policy" content="[^"]*">/

/**
 * Netlify and Cloudflare Pages choose headers by the path asked for, so a not-found page,
 * which answers any path, would arrive there without its policy. It carries the policy
 * itself, first in its head (a `<meta>` policy covers only what follows it), after the
 * character set alone when that opens the head: a long policy would push it past the
 * first 1024 bytes, where the HTML standard requires it to be.
 */
export const withMetaPolicy = (html: string, policy: string) => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}">`
  const page = html.replace(META_POLICY, "")
  const head = /<head(?:\s[^>]*)?>(<meta charset="[^"]*"\s*\/?>)?/i.exec(page)
  if (!head) throw new Error("found no <head> to put the page's policy in")
  const at = head.index + head[0].length
  return page.slice(0, at) + meta + page.slice(at)
}

/** The site's own scripts and styles at its root, which webpack names after their content. */
const immutableFilesIn = async (publicDir: string) =>
  (await readdir(publicDir))
    .map(name => `/${name}`)
    .filter(file => cacheControlFor(file) === IMMUTABLE)
    .sort()

/**
 * Works out how the built site in `publicDir` is served, from its files as they are after
 * every other step of the build, and writes what each host reads. Every page's policy
 * allows exactly the inline scripts and styles it holds, by the hash of their text.
 */
export const writeHostFiles = async ({
  publicDir,
  nginxDir,
  formEndpoint,
  mailingList,
  cmsBackend,
  memory,
}: {
  publicDir: string
  nginxDir: string
  /** Where to remember each page's inline sources for the next build (pageMemo.ts). */
  memory?: { cacheDir: string; codeVersion: string }
  formEndpoint?: string | null
  /** The mailing list the sign-up forms post to. */
  mailingList?: MailingList | null
  /** What the visual editor's Git backend calls and loads (plugins/visual-editor/cmsBackend.ts). */
  cmsBackend?: { connect: readonly string[]; scripts: readonly string[] }
}): Promise<HostingPlan & { warnings: string[] }> => {
  const options = {
    formEndpoint,
    mailingList,
    runtimeStyles: runtimeStyleSources(),
  }
  const files = (await htmlFilesIn(publicDir))
    .map(file => ({ file, path: servedPath(path.relative(publicDir, file)) }))
    .filter(page => !page.path.startsWith(ADMIN_PATH))
    .sort((a, b) => a.path.localeCompare(b.path))
  const memo = await pageMemo<InlineSources>(
    memory?.cacheDir,
    memoVersion(memory?.codeVersion),
  )
  const pages = await Promise.all(
    files.map(async ({ file, path: urlPath }) => {
      const html = await readFile(file, "utf8")
      const { value: sources } = await memo.of(html, async () => ({
        value: inlineSourcesOf(html),
      }))
      const policy = contentSecurityPolicy(sources, options)
      if (isNotFoundPage(urlPath)) {
        const carried = withMetaPolicy(html, policy)
        if (carried !== html) await writeFile(file, carried)
      }
      return { path: urlPath, policy }
    }),
  )
  await memo.save()
  const notFound = pages.find(page => page.path === "/404.html")
  if (!notFound) throw new Error("the build wrote no 404.html")
  const plan: HostingPlan = {
    pages,
    fallbackPolicy: notFound.policy,
    adminPolicy: adminContentSecurityPolicy(cmsBackend),
    immutableFiles: await immutableFilesIn(publicDir),
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
