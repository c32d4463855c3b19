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

export const NGINX_OUTPUT = path.join("deploy", "nginx", "generated")

/** "about/index.html" -> "/about/", "index.html" -> "/", "404.html" -> "/404.html" */
export const servedPath = (relativeFile: string) => {
  const urlPath = `/${relativeFile.split(path.sep).join("/")}`
  return urlPath.endsWith("/index.html")
    ? urlPath.slice(0, -"index.html".length)
    : urlPath
}

export const isNotFoundPage = (urlPath: string) =>
  /(?:^|\/)404(?:\.html|\/)$/.test(urlPath)

const META_POLICY =
  /<meta http-equiv="Content-Security-Policy" content="[^"]*">/

// Netlify and Cloudflare Pages pick headers by the path asked for, so a not-found page, which
// answers any path, carries its policy itself: first in its head (a <meta> policy covers only
// what follows it), but after a leading charset, which HTML requires within the first 1024 bytes.
export const withMetaPolicy = (html: string, policy: string) => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}">`
  const page = html.replace(META_POLICY, "")
  const head = /<head(?:\s[^>]*)?>(<meta charset="[^"]*"\s*\/?>)?/i.exec(page)
  if (!head) throw new Error("found no <head> to put the page's policy in")
  const at = head.index + head[0].length
  return page.slice(0, at) + meta + page.slice(at)
}

const immutableFilesIn = async (publicDir: string) =>
  (await readdir(publicDir))
    .map(name => `/${name}`)
    .filter(file => cacheControlFor(file) === IMMUTABLE)
    .sort()

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
  memory?: { cacheDir: string; codeVersion: string }
  formEndpoint?: string | null
  mailingList?: MailingList | null
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
