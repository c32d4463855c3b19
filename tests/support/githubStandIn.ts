/**
 * An offline stand-in for GitHub, for browser tests of the content manager's GitHub
 * backend: github.com's OAuth endpoints (a consent page and the code exchange) and the
 * REST API that Decap CMS 3.x's GitHub backend calls, over an in-memory Git repository
 * made from a data folder. Objects carry real Git ids, so a blob's sha is Git's own.
 *
 * One Node server answers both: `url` in the place of https://github.com, and `apiUrl`
 * (`url` + /api) in the place of https://api.github.com. Every request is recorded in
 * `requests`; one that no endpoint here answers gets GitHub's 404 and `endpoint: null`.
 */
import { createHash, randomBytes } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http"
import { type AddressInfo } from "node:net"
import path from "node:path"

import { xmlText } from "../../src/lib/format/xmlText"

export type GitHubStandInOptions = {
  /** A folder whose files become the repository's `repoFolder/` (tests/fixtures/data). */
  dataFolder: string
  /** owner/name, as the backend's `repo` names it. */
  repo: string
  branch?: string
  /** Where the data folder sits in the repository: `data`, so paths read `data/shows/…`. */
  repoFolder?: string
  /** The OAuth app's credentials, as the relay is given them. */
  clientId: string
  clientSecret: string
  /** The OAuth app's registered callback URL; without it, any redirect_uri is accepted. */
  callbackUrl?: string
  appName?: string
  /** The account that signs in. */
  user?: Partial<GitHubUser>
  /** The account's role on the repository: read leaves `permissions.push` false. */
  permission?: "admin" | "write" | "read"
  /** A private repository answers tokens without the `repo` scope with 404. */
  privateRepo?: boolean
  /** The API address that links in answers name (Link headers, `url` fields). */
  apiRoot?: string
}

export type GitHubUser = {
  login: string
  id: number
  name: string | null
  email: string | null
  avatar_url: string
}

export type RecordedRequest = {
  method: string
  /** `api` for the REST API (path without the /api prefix, as GitHub sees it), `web` for github.com. */
  host: "api" | "web"
  path: string
  status: number
  /** The endpoint that answered, or null when none exists here. */
  endpoint: string | null
}

export type IssuedToken = {
  token: string
  clientId: string | null
  scopes: string[]
  code: string | null
}

export type Signature = { name: string; email: string; date: string }

export type RecordedCommit = {
  sha: string
  message: string
  parents: string[]
  tree: string
  author: Signature
  /** The files it changes against its first parent (all its files when it has none). */
  paths: string[]
}

export type GitHubStandIn = {
  url: string
  apiUrl: string
  requests: RecordedRequest[]
  /** The requests no endpoint answered: what a failing test should print. */
  unhandledRequests: () => RecordedRequest[]
  tokens: IssuedToken[]
  /** Commits created through the API, in order; the fixture's first commit is not one. */
  commits: RecordedCommit[]
  /** A file's text on the branch as it stands now, or undefined. */
  fileAt: (filePath: string) => string | undefined
  /** The branch's current commit. */
  headSha: () => string
  /** A token for the user without the OAuth dance, e.g. to seed Decap's stored login. */
  issueToken: (scopes?: string[]) => string
  stop: () => Promise<void>
}

type ObjectType = "blob" | "tree" | "commit"
type TreeEntry = { name: string; mode: string; type: ObjectType; sha: string }
type Leaf = { mode: string; type: ObjectType; sha: string }
type CommitObject = {
  tree: string
  parents: string[]
  message: string
  author: Signature
  committer: Signature
}
type FileChange = {
  filename: string
  status: "added" | "modified" | "removed"
  sha: string | null
  previousSha: string | null
}

type Reply = {
  status: number
  headers?: Record<string, string>
  body?: string | Buffer
}

const API_PREFIX = "/api"
const DOCS = "https://docs.github.com/rest"
const OAUTH_DOCS =
  "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/"
const AUTHORIZE_DOCS =
  "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/"
const CODE_LIFETIME_MS = 10 * 60 * 1000
const MAX_BODY_BYTES = 100 * 1024 * 1024
const FIXTURE_DATE = "2026-01-01T00:00:00Z"

// api.github.com's own CORS answers (docs.github.com, "Using CORS and JSONP").
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset",
}
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version",
  "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
  "Access-Control-Max-Age": "86400",
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly documentation = DOCS,
  ) {
    super(message)
  }
}

const notFound = (documentation = DOCS) =>
  new ApiError(404, "Not Found", documentation)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const sha1 = (data: Buffer) => createHash("sha1").update(data).digest("hex")

const gitObjectSha = (type: ObjectType, content: Buffer) =>
  sha1(Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]))

const isSha = (text: string) => /^[0-9a-f]{40}$/.test(text)

const nowIso = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z")

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Base64 as GitHub sends a file's content: lines of 60 characters. */
const wrappedBase64 = (bytes: Buffer) => {
  const lines = bytes.toString("base64").match(/.{1,60}/g) ?? []
  return lines.length ? `${lines.join("\n")}\n` : ""
}

const randomToken = (prefix: string, length: number) => {
  const alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
  const bytes = randomBytes(length)
  let text = prefix
  for (const byte of bytes) text += alphabet[byte % alphabet.length]
  return text
}

const nodeId = (kind: string, id: string) =>
  Buffer.from(`${kind}:${id}`).toString("base64url")

/** Every file under a folder, by its path relative to it with forward slashes. */
const readFolder = (folder: string, prefix = ""): [string, Buffer][] =>
  readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap(
    entry => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return readFolder(folder, relative)
      if (!entry.isFile()) return []
      return [
        [relative, readFileSync(path.join(folder, relative))] as [
          string,
          Buffer,
        ],
      ]
    },
  )

/** Git's order of a tree's entries: by name, a subtree as if its name ended in "/". */
const gitEntryOrder = (a: TreeEntry, b: TreeEntry) =>
  Buffer.compare(
    Buffer.from(a.type === "tree" ? `${a.name}/` : a.name),
    Buffer.from(b.type === "tree" ? `${b.name}/` : b.name),
  )

const validPath = (filePath: string) =>
  filePath !== "" &&
  filePath
    .split("/")
    .every(
      part => part !== "" && part !== "." && part !== ".." && part !== ".git",
    )

const signatureLine = ({ name, email, date }: Signature) =>
  `${name} <${email}> ${Math.floor(Date.parse(date) / 1000)} +0000`

/** An in-memory Git object store with refs. */
class GitStore {
  readonly blobs = new Map<string, Buffer>()
  readonly trees = new Map<string, TreeEntry[]>()
  readonly commits = new Map<string, CommitObject>()
  readonly refs = new Map<string, string>()

  constructor(private readonly defaultBranch: string) {}

  putBlob(bytes: Buffer) {
    const sha = gitObjectSha("blob", bytes)
    this.blobs.set(sha, bytes)
    return sha
  }

  putTree(entries: TreeEntry[]) {
    const sorted = [...entries].sort(gitEntryOrder)
    const content = Buffer.concat(
      sorted.flatMap(entry => [
        Buffer.from(`${entry.mode.replace(/^0+/, "")} ${entry.name}\0`),
        Buffer.from(entry.sha, "hex"),
      ]),
    )
    const sha = gitObjectSha("tree", content)
    this.trees.set(sha, sorted)
    return sha
  }

  putCommit(commit: CommitObject) {
    const text = [
      `tree ${commit.tree}`,
      ...commit.parents.map(parent => `parent ${parent}`),
      `author ${signatureLine(commit.author)}`,
      `committer ${signatureLine(commit.committer)}`,
      "",
      commit.message,
    ].join("\n")
    const sha = gitObjectSha("commit", Buffer.from(text))
    this.commits.set(sha, commit)
    return sha
  }

  typeOf(sha: string): ObjectType | undefined {
    if (this.blobs.has(sha)) return "blob"
    if (this.trees.has(sha)) return "tree"
    if (this.commits.has(sha)) return "commit"
    return undefined
  }

  commit(sha: string) {
    const commit = this.commits.get(sha)
    if (!commit) throw new Error(`no commit ${sha}`)
    return commit
  }

  /** The blobs (and submodules) under a tree, by path. */
  flatten(treeSha: string, prefix = "", into = new Map<string, Leaf>()) {
    for (const entry of this.trees.get(treeSha) ?? []) {
      const entryPath = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.type === "tree") this.flatten(entry.sha, entryPath, into)
      else
        into.set(entryPath, {
          mode: entry.mode,
          type: entry.type,
          sha: entry.sha,
        })
    }
    return into
  }

  /** Writes the trees that hold these files and answers the root's sha. */
  writeFlat(files: Map<string, Leaf>): string {
    type Folder = Map<string, Leaf | Folder>
    const root: Folder = new Map()
    for (const [filePath, leaf] of files) {
      const parts = filePath.split("/")
      const name = parts.pop() ?? filePath
      let folder = root
      for (const part of parts) {
        const next = folder.get(part)
        if (next instanceof Map) folder = next
        else {
          const created: Folder = new Map()
          folder.set(part, created)
          folder = created
        }
      }
      folder.set(name, leaf)
    }
    const write = (folder: Folder): string =>
      this.putTree(
        [...folder].map(([name, item]) =>
          item instanceof Map
            ? { name, mode: "040000", type: "tree" as const, sha: write(item) }
            : { name, ...item },
        ),
      )
    return write(root)
  }

  /** What sits at a path in a tree: the tree itself for "". */
  entryAt(treeSha: string, entryPath: string): Leaf | undefined {
    let current: Leaf = { mode: "040000", type: "tree", sha: treeSha }
    for (const part of entryPath.split("/").filter(Boolean)) {
      if (current.type !== "tree") return undefined
      const entry = this.trees
        .get(current.sha)
        ?.find(item => item.name === part)
      if (!entry) return undefined
      current = entry
    }
    return current
  }

  /** A commit from a sha (7 characters or more), a ref, a branch or tag name, or HEAD. */
  resolveCommit(rev: string): string | undefined {
    if (isSha(rev)) return this.commits.has(rev) ? rev : undefined
    if (/^[0-9a-f]{7,39}$/.test(rev)) {
      const matches = [...this.commits.keys()].filter(sha =>
        sha.startsWith(rev),
      )
      if (matches.length === 1) return matches[0]
    }
    const name = rev === "HEAD" ? this.defaultBranch : rev
    for (const ref of [
      name,
      `refs/${name}`,
      `refs/heads/${name}`,
      `refs/tags/${name}`,
    ]) {
      const sha = this.refs.get(ref)
      if (sha) return sha
    }
    return undefined
  }

  /** A tree from a tree-ish: a tree sha, a commit-ish, or `<rev>:<path>`. */
  resolveTree(treeish: string): string | undefined {
    const colon = treeish.indexOf(":")
    const rev = colon === -1 ? treeish : treeish.slice(0, colon)
    const treePath = colon === -1 ? "" : treeish.slice(colon + 1)
    const commit = this.resolveCommit(rev)
    const rootTree = commit
      ? this.commit(commit).tree
      : this.trees.has(rev)
        ? rev
        : undefined
    if (!rootTree) return undefined
    const entry = this.entryAt(rootTree, treePath)
    return entry?.type === "tree" ? entry.sha : undefined
  }

  /** A commit and its ancestors, newest first. */
  history(sha: string): string[] {
    const seen = new Set<string>()
    const queue = [sha]
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(...this.commit(next).parents)
    }
    const order = [...seen]
    return order.sort(
      (a, b) =>
        Date.parse(this.commit(b).committer.date) -
          Date.parse(this.commit(a).committer.date) ||
        order.indexOf(a) - order.indexOf(b),
    )
  }

  isAncestor(ancestor: string, of: string) {
    return this.history(of).includes(ancestor)
  }

  /** Whether a commit changes a path (a file or a folder) against each of its parents. */
  touches(sha: string, filePath: string) {
    const commit = this.commit(sha)
    const here = this.entryAt(commit.tree, filePath)?.sha
    if (commit.parents.length === 0) return here !== undefined
    return commit.parents.every(
      parent => this.entryAt(this.commit(parent).tree, filePath)?.sha !== here,
    )
  }

  diff(fromTree: string | undefined, toTree: string): FileChange[] {
    const before = fromTree ? this.flatten(fromTree) : new Map<string, Leaf>()
    const after = this.flatten(toTree)
    const paths = [...new Set([...before.keys(), ...after.keys()])].sort()
    return paths.flatMap((filename): FileChange[] => {
      const old = before.get(filename)?.sha ?? null
      const now = after.get(filename)?.sha ?? null
      if (old === now) return []
      return [
        {
          filename,
          status:
            old === null ? "added" : now === null ? "removed" : "modified",
          sha: now,
          previousSha: old,
        },
      ]
    })
  }
}

/** Lines added and removed between two texts, counted as multisets (no binary files). */
const lineChanges = (before: Buffer | undefined, after: Buffer | undefined) => {
  const lines = (bytes: Buffer | undefined) =>
    bytes && !bytes.includes(0) && bytes.length
      ? bytes.toString("utf8").replace(/\n$/, "").split("\n")
      : []
  const remaining = new Map<string, number>()
  for (const line of lines(before))
    remaining.set(line, (remaining.get(line) ?? 0) + 1)
  let additions = 0
  for (const line of lines(after)) {
    const count = remaining.get(line) ?? 0
    if (count > 0) remaining.set(line, count - 1)
    else additions += 1
  }
  const deletions = [...remaining.values()].reduce((sum, n) => sum + n, 0)
  return { additions, deletions, changes: additions + deletions }
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new ApiError(413, "Request body too large"))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on("end", () => resolve(Buffer.concat(chunks)))
    request.on("error", reject)
  })

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(", ") : value
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export const startGitHubStandIn = async (
  options: GitHubStandInOptions,
): Promise<GitHubStandIn> => {
  const branch = options.branch ?? "main"
  const repoFolder = (options.repoFolder ?? "data").replace(/^\/+|\/+$/g, "")
  const [repoOwner = "", repoName = ""] = options.repo.split("/")
  const apiRoot = (options.apiRoot ?? "https://api.github.com").replace(
    /\/+$/,
    "",
  )
  const webRoot = "https://github.com"
  const appName = options.appName ?? "Nova Reyes site editor"
  const permission = options.permission ?? "write"
  const canPush = permission !== "read"
  const privateRepo = options.privateRepo ?? true
  const userId = options.user?.id ?? 4242001
  const user: GitHubUser = {
    login: options.user?.login ?? "nova-editor",
    id: userId,
    name: options.user?.name === undefined ? "Nova Editor" : options.user.name,
    email: options.user?.email === undefined ? null : options.user.email,
    avatar_url:
      options.user?.avatar_url ??
      `https://avatars.githubusercontent.com/u/${userId}?v=4`,
  }
  // GitHub signs commits the API makes with the user's no-reply address when no email is public.
  const userSignature = (date: string): Signature => ({
    name: user.name ?? user.login,
    email: user.email ?? `${user.id}+${user.login}@users.noreply.github.com`,
    date,
  })
  const repoPath = `/repos/${repoOwner}/${repoName}`
  const repoApi = `${apiRoot}${repoPath}`
  const repoWeb = `${webRoot}/${repoOwner}/${repoName}`

  const git = new GitStore(`refs/heads/${branch}`)
  const initialFiles = new Map<string, Leaf>()
  for (const [relative, bytes] of readFolder(options.dataFolder)) {
    const filePath = repoFolder ? `${repoFolder}/${relative}` : relative
    initialFiles.set(filePath, {
      mode: "100644",
      type: "blob",
      sha: git.putBlob(bytes),
    })
  }
  const initialCommit = git.putCommit({
    tree: git.writeFlat(initialFiles),
    parents: [],
    message: "The fixture data",
    author: userSignature(FIXTURE_DATE),
    committer: userSignature(FIXTURE_DATE),
  })
  git.refs.set(`refs/heads/${branch}`, initialCommit)

  const requests: RecordedRequest[] = []
  const tokens: IssuedToken[] = []
  const commits: RecordedCommit[] = []
  const codes = new Map<
    string,
    {
      clientId: string
      scopes: string[]
      redirectUri: string | null
      issuedAt: number
      used: boolean
    }
  >()
  const rateLimitReset = Math.floor(Date.now() / 1000) + 3600
  let rateLimitUsed = 0

  const issueToken = (
    scopes: string[],
    clientId: string | null,
    code: string | null,
  ) => {
    const token = randomToken("gho_", 36)
    tokens.push({ token, clientId, scopes, code })
    return token
  }

  // ---- github.com: the OAuth app's authorization and code exchange ----

  const htmlPage = (status: number, title: string, body: string): Reply => ({
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${xmlText(title)}</title></head>
<body><main>
${body}
</main></body>
</html>
`,
  })

  const scopeWords: Record<string, string> = {
    repo: "Full control of private repositories",
    public_repo: "Access public repositories",
    "read:user": "Read all user profile data",
    "user:email": "Access user email addresses (read-only)",
  }

  /** Whether GitHub accepts a redirect_uri for the app's callback URL. */
  const redirectAllowed = (redirect: URL, callback: URL) => {
    const loopback = ["127.0.0.1", "[::1]"].includes(callback.hostname)
    const base = callback.pathname.replace(/\/$/, "")
    return (
      redirect.protocol === callback.protocol &&
      redirect.hostname === callback.hostname &&
      (loopback || redirect.port === callback.port) &&
      (redirect.pathname === callback.pathname ||
        redirect.pathname.startsWith(`${base}/`))
    )
  }

  /** A GET form to a redirect address: its query string would be dropped, so it goes in fields. */
  const formTo = (
    target: URL,
    fields: Record<string, string>,
    label: string,
  ) => {
    const inputs = [...target.searchParams, ...Object.entries(fields)]
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${xmlText(name)}" value="${xmlText(value)}">`,
      )
      .join("")
    const action = `${target.origin}${target.pathname}`
    return `<form method="get" action="${xmlText(action)}">${inputs}<button type="submit">${xmlText(label)}</button></form>`
  }

  const authorizePage = (query: URLSearchParams): Reply => {
    const clientId = query.get("client_id")
    if (clientId !== options.clientId) {
      return htmlPage(
        404,
        "Page not found · GitHub",
        "<h1>404 – Page not found</h1>",
      )
    }
    const state = query.get("state")
    const stateField: Record<string, string> = state === null ? {} : { state }
    const callback = options.callbackUrl ? new URL(options.callbackUrl) : null
    const requested = query.get("redirect_uri")
    let redirect: URL | null = null
    try {
      redirect = requested ? new URL(requested) : callback
    } catch {
      redirect = null
    }
    if (!redirect) {
      return htmlPage(
        400,
        "Redirect URI required",
        "<h1>The application gave no redirect_uri and has no callback URL</h1>",
      )
    }
    if (callback && !redirectAllowed(redirect, callback)) {
      const target = new URL(callback)
      target.searchParams.set("error", "redirect_uri_mismatch")
      target.searchParams.set(
        "error_description",
        "The redirect_uri MUST match the registered callback URL for this application.",
      )
      target.searchParams.set(
        "error_uri",
        `${AUTHORIZE_DOCS}#redirect-uri-mismatch`,
      )
      if (state !== null) target.searchParams.set("state", state)
      return { status: 302, headers: { Location: target.toString() } }
    }
    const scopes = (query.get("scope") ?? "").split(/[\s,]+/).filter(Boolean)
    // The code exists from here; the test decides whether the browser carries it back.
    const code = randomBytes(10).toString("hex")
    codes.set(code, {
      clientId,
      scopes,
      redirectUri: requested,
      issuedAt: Date.now(),
      used: false,
    })
    const scopeList = scopes.length
      ? scopes
          .map(
            scope =>
              `<li><code>${xmlText(scope)}</code>${scopeWords[scope] ? ` – ${xmlText(scopeWords[scope] ?? "")}` : ""}</li>`,
          )
          .join("")
      : "<li>Public information only</li>"
    return htmlPage(
      200,
      `Authorize application · ${appName}`,
      `<h1>Authorize ${xmlText(appName)}</h1>
<p>${xmlText(appName)} wants to access your <strong>${xmlText(user.login)}</strong> account.</p>
<dl><dt>Client ID</dt><dd><code>${xmlText(clientId)}</code></dd>
<dt>Scope</dt><dd><ul>${scopeList}</ul></dd></dl>
<p>Authorizing will redirect to <strong>${xmlText(redirect.origin)}</strong></p>
${formTo(redirect, { code, ...stateField }, "Authorize")}
${formTo(
  redirect,
  {
    error: "access_denied",
    error_description: "The user has denied your application access.",
    error_uri: `${AUTHORIZE_DOCS}#access-denied`,
    ...stateField,
  },
  "Cancel",
)}`,
    )
  }

  const accessToken = (
    headers: IncomingHttpHeaders,
    query: URLSearchParams,
    body: Buffer,
  ): Reply => {
    const params = new URLSearchParams(query)
    const contentType = header(headers, "content-type") ?? ""
    if (contentType.includes("application/json")) {
      try {
        const parsed: unknown = JSON.parse(body.toString("utf8"))
        if (isRecord(parsed)) {
          for (const [name, value] of Object.entries(parsed)) {
            if (typeof value === "string") params.set(name, value)
          }
        }
      } catch {
        // GitHub reads what it can; a body it cannot read leaves the credentials missing.
      }
    } else {
      for (const [name, value] of new URLSearchParams(body.toString("utf8")))
        params.set(name, value)
    }
    let clientId = params.get("client_id")
    let clientSecret = params.get("client_secret")
    const basic = /^Basic\s+(.+)$/i.exec(header(headers, "authorization") ?? "")
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], "base64").toString("utf8")
      const colon = decoded.indexOf(":")
      if (colon !== -1) {
        clientId = safeDecode(decoded.slice(0, colon))
        clientSecret = safeDecode(decoded.slice(colon + 1))
      }
    }
    const answer = (fields: Record<string, string>): Reply =>
      (header(headers, "accept") ?? "").includes("application/json")
        ? {
            status: 200,
            headers: { "Content-Type": "application/json; charset=utf-8" },
            body: JSON.stringify(fields),
          }
        : {
            status: 200,
            headers: {
              "Content-Type":
                "application/x-www-form-urlencoded; charset=utf-8",
            },
            body: new URLSearchParams(fields).toString(),
          }
    if (
      clientId !== options.clientId ||
      clientSecret !== options.clientSecret
    ) {
      return answer({
        error: "incorrect_client_credentials",
        error_description:
          "The client_id and/or client_secret passed are incorrect.",
        error_uri: `${OAUTH_DOCS}#incorrect-client-credentials`,
      })
    }
    const code = params.get("code") ?? ""
    const issued = codes.get(code)
    if (
      !issued ||
      issued.used ||
      issued.clientId !== clientId ||
      Date.now() - issued.issuedAt > CODE_LIFETIME_MS
    ) {
      return answer({
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired.",
        error_uri: `${OAUTH_DOCS}#bad-verification-code`,
      })
    }
    const redirectUri = params.get("redirect_uri")
    if (
      redirectUri &&
      issued.redirectUri &&
      redirectUri !== issued.redirectUri
    ) {
      return answer({
        error: "redirect_uri_mismatch",
        error_description:
          "The redirect_uri MUST match the registered callback URL for this application.",
        error_uri: `${AUTHORIZE_DOCS}#redirect-uri-mismatch2`,
      })
    }
    issued.used = true
    const token = issueToken(issued.scopes, clientId, code)
    return answer({
      access_token: token,
      token_type: "bearer",
      scope: issued.scopes.join(","),
    })
  }

  const web = (
    method: string,
    pathname: string,
    query: URLSearchParams,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): { reply: Reply; endpoint: string | null } => {
    if (method === "GET" && pathname === "/login/oauth/authorize") {
      return { reply: authorizePage(query), endpoint: "OAuth authorize page" }
    }
    if (method === "POST" && pathname === "/login/oauth/access_token") {
      return {
        reply: accessToken(headers, query, body),
        endpoint: "OAuth code exchange",
      }
    }
    return {
      reply: htmlPage(
        404,
        "Page not found · GitHub",
        "<h1>404 – Page not found</h1>",
      ),
      endpoint: null,
    }
  }

  // ---- api.github.com: the REST API ----

  const account = (login: string) =>
    login.toLowerCase() === user.login.toLowerCase()
      ? {
          login: user.login,
          id: user.id,
          node_id: nodeId("User", String(user.id)),
          avatar_url: user.avatar_url,
          gravatar_id: "",
          url: `${apiRoot}/users/${user.login}`,
          html_url: `${webRoot}/${user.login}`,
          type: "User",
          site_admin: false,
        }
      : {
          login,
          id: 1000 + login.length,
          node_id: nodeId("Organization", login),
          avatar_url: `https://avatars.githubusercontent.com/u/${1000 + login.length}?v=4`,
          gravatar_id: "",
          url: `${apiRoot}/users/${login}`,
          html_url: `${webRoot}/${login}`,
          type: "Organization",
          site_admin: false,
        }

  const userProfile = () => ({
    ...account(user.login),
    name: user.name,
    company: null,
    blog: "",
    location: null,
    email: user.email,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: "2020-01-01T00:00:00Z",
    updated_at: FIXTURE_DATE,
  })

  const accountForEmail = (email: string) =>
    email === userSignature(FIXTURE_DATE).email || email === user.email
      ? account(user.login)
      : null

  const repository = () => ({
    id: 700000001,
    node_id: nodeId("Repository", options.repo),
    name: repoName,
    full_name: `${repoOwner}/${repoName}`,
    private: privateRepo,
    visibility: privateRepo ? "private" : "public",
    owner: account(repoOwner),
    html_url: repoWeb,
    description: null,
    fork: false,
    url: repoApi,
    git_url: `git://github.com/${repoOwner}/${repoName}.git`,
    clone_url: `${repoWeb}.git`,
    default_branch: branch,
    archived: false,
    disabled: false,
    created_at: "2020-01-01T00:00:00Z",
    updated_at: FIXTURE_DATE,
    pushed_at: FIXTURE_DATE,
    permissions: {
      admin: permission === "admin",
      maintain: permission === "admin",
      push: canPush,
      triage: canPush,
      pull: true,
    },
  })

  const signatureOut = (signature: Signature) => ({ ...signature })

  const parentLinks = (parents: string[]) =>
    parents.map(sha => ({
      sha,
      url: `${repoApi}/commits/${sha}`,
      html_url: `${repoWeb}/commit/${sha}`,
    }))

  const verification = {
    verified: false,
    reason: "unsigned",
    signature: null,
    payload: null,
    verified_at: null,
  }

  /** A commit as the git/commits endpoints show it. */
  const gitCommit = (sha: string) => {
    const commit = git.commit(sha)
    return {
      sha,
      node_id: nodeId("Commit", sha),
      url: `${repoApi}/git/commits/${sha}`,
      html_url: `${repoWeb}/commit/${sha}`,
      author: signatureOut(commit.author),
      committer: signatureOut(commit.committer),
      tree: { sha: commit.tree, url: `${repoApi}/git/trees/${commit.tree}` },
      message: commit.message,
      parents: parentLinks(commit.parents),
      verification,
    }
  }

  const fileChange = (change: FileChange) => {
    const counts = lineChanges(
      change.previousSha ? git.blobs.get(change.previousSha) : undefined,
      change.sha ? git.blobs.get(change.sha) : undefined,
    )
    const sha = change.sha ?? change.previousSha ?? ""
    return {
      sha: change.sha,
      filename: change.filename,
      status: change.status,
      ...counts,
      blob_url: `${repoWeb}/blob/${sha}/${change.filename}`,
      raw_url: `${repoWeb}/raw/${sha}/${change.filename}`,
      contents_url: `${repoApi}/contents/${change.filename}?ref=${sha}`,
    }
  }

  /** A commit as the commits, branches and compare endpoints show it. */
  const restCommit = (sha: string, withFiles = false) => {
    const commit = git.commit(sha)
    const shown = {
      sha,
      node_id: nodeId("Commit", sha),
      commit: {
        author: signatureOut(commit.author),
        committer: signatureOut(commit.committer),
        message: commit.message,
        tree: { sha: commit.tree, url: `${repoApi}/git/trees/${commit.tree}` },
        url: `${repoApi}/git/commits/${sha}`,
        comment_count: 0,
        verification,
      },
      url: `${repoApi}/commits/${sha}`,
      html_url: `${repoWeb}/commit/${sha}`,
      comments_url: `${repoApi}/commits/${sha}/comments`,
      author: accountForEmail(commit.author.email),
      committer: accountForEmail(commit.committer.email),
      parents: parentLinks(commit.parents),
    }
    if (!withFiles) return shown
    const parent = commit.parents[0]
    const files = git
      .diff(parent ? git.commit(parent).tree : undefined, commit.tree)
      .map(fileChange)
    const additions = files.reduce((sum, file) => sum + file.additions, 0)
    const deletions = files.reduce((sum, file) => sum + file.deletions, 0)
    return {
      ...shown,
      stats: { total: additions + deletions, additions, deletions },
      files,
    }
  }

  const treeListing = (treeSha: string, recursive: boolean) => {
    const entries: Record<string, unknown>[] = []
    const walk = (sha: string, prefix: string) => {
      for (const entry of git.trees.get(sha) ?? []) {
        const entryPath = prefix ? `${prefix}/${entry.name}` : entry.name
        entries.push({
          path: entryPath,
          mode: entry.mode,
          type: entry.type,
          sha: entry.sha,
          ...(entry.type === "blob"
            ? {
                size: git.blobs.get(entry.sha)?.length ?? 0,
                url: `${repoApi}/git/blobs/${entry.sha}`,
              }
            : entry.type === "tree"
              ? { url: `${repoApi}/git/trees/${entry.sha}` }
              : {}),
        })
        if (recursive && entry.type === "tree") walk(entry.sha, entryPath)
      }
    }
    walk(treeSha, "")
    return {
      sha: treeSha,
      url: `${repoApi}/git/trees/${treeSha}`,
      tree: entries,
      truncated: false,
    }
  }

  const refObject = (name: string, sha: string) => ({
    ref: name,
    node_id: nodeId("Ref", name),
    url: `${repoApi}/git/${name}`,
    object: { sha, type: "commit", url: `${repoApi}/git/commits/${sha}` },
  })

  const branchObject = (name: string, sha: string) => ({
    name,
    commit: restCommit(sha),
    _links: {
      self: `${repoApi}/branches/${encodeURIComponent(name)}`,
      html: `${repoWeb}/tree/${name}`,
    },
    protected: false,
    protection: {
      enabled: false,
      required_status_checks: {
        enforcement_level: "off",
        contexts: [],
        checks: [],
      },
    },
    protection_url: `${repoApi}/branches/${encodeURIComponent(name)}/protection`,
  })

  const contentsEntry = (entryPath: string, leaf: Leaf, ref: string) => {
    const name = entryPath.split("/").pop() ?? entryPath
    const type =
      leaf.type === "tree"
        ? "dir"
        : leaf.type === "commit"
          ? "submodule"
          : "file"
    const self = `${repoApi}/contents/${entryPath}?ref=${ref}`
    const gitUrl = `${repoApi}/git/${leaf.type === "tree" ? "trees" : "blobs"}/${leaf.sha}`
    const htmlUrl = `${repoWeb}/${leaf.type === "tree" ? "tree" : "blob"}/${ref}/${entryPath}`
    return {
      name,
      path: entryPath,
      sha: leaf.sha,
      size: leaf.type === "blob" ? (git.blobs.get(leaf.sha)?.length ?? 0) : 0,
      url: self,
      html_url: htmlUrl,
      git_url: gitUrl,
      download_url:
        type === "file"
          ? `https://raw.githubusercontent.com/${repoOwner}/${repoName}/${ref}/${entryPath}`
          : null,
      type,
      _links: { self, git: gitUrl, html: htmlUrl },
    }
  }

  const jsonBody = (body: Buffer): Record<string, unknown> => {
    let parsed: unknown
    try {
      parsed = JSON.parse(body.toString("utf8") || "{}")
    } catch {
      throw new ApiError(400, "Problems parsing JSON")
    }
    if (!isRecord(parsed)) throw new ApiError(400, "Problems parsing JSON")
    return parsed
  }

  const invalid = (message: string, documentation = DOCS) =>
    new ApiError(422, message, documentation)

  const signatureIn = (value: unknown, fallback: Signature): Signature => {
    if (value === undefined || value === null) return fallback
    if (
      !isRecord(value) ||
      typeof value.name !== "string" ||
      typeof value.email !== "string"
    ) {
      throw invalid(
        "Invalid request.\n\nFor 'properties/author', name and email are required.",
      )
    }
    const date = typeof value.date === "string" ? Date.parse(value.date) : NaN
    return {
      name: value.name,
      email: value.email,
      date: Number.isNaN(date)
        ? fallback.date
        : new Date(date).toISOString().replace(/\.\d{3}Z$/, "Z"),
    }
  }

  const refName = (raw: string) => {
    const name = safeDecode(raw)
    return name.startsWith("refs/") ? name : `refs/${name}`
  }

  const json = (
    status: number,
    value: unknown,
    headers: Record<string, string> = {},
  ): Reply => ({
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(value),
  })

  type ApiRequest = {
    query: URLSearchParams
    headers: IncomingHttpHeaders
    body: Buffer
    token: IssuedToken
  }
  type Route = {
    method: string
    path: RegExp
    name: string
    write?: boolean
    run: (match: RegExpExecArray, request: ApiRequest) => Reply
  }

  const wantsRaw = (headers: IncomingHttpHeaders) =>
    /application\/vnd\.github(\.v3)?\.raw/.test(header(headers, "accept") ?? "")

  const rawReply = (bytes: Buffer): Reply => ({
    status: 200,
    headers: {
      "Content-Type": "application/vnd.github.raw",
      "X-GitHub-Media-Type": "github.v3; param=raw",
    },
    body: bytes,
  })

  const pageLinks = (
    pathWithoutQuery: string,
    query: URLSearchParams,
    page: number,
    lastPage: number,
  ) => {
    const link = (target: number, rel: string) => {
      const params = new URLSearchParams(query)
      params.set("page", String(target))
      return `<${apiRoot}${pathWithoutQuery}?${params.toString()}>; rel="${rel}"`
    }
    const links = [
      ...(page > 1 ? [link(page - 1, "prev"), link(1, "first")] : []),
      ...(page < lastPage
        ? [link(page + 1, "next"), link(lastPage, "last")]
        : []),
    ]
    const linkHeader: Record<string, string> = links.length
      ? { Link: links.join(", ") }
      : {}
    return linkHeader
  }

  const repoRoutes: Route[] = [
    {
      method: "GET",
      path: /^$/,
      name: "get a repository",
      run: () => json(200, repository()),
    },
    {
      method: "GET",
      path: /^\/branches$/,
      name: "list branches",
      run: () =>
        json(
          200,
          [...git.refs]
            .filter(([name]) => name.startsWith("refs/heads/"))
            .map(([name, sha]) => ({
              name: name.slice("refs/heads/".length),
              commit: { sha, url: `${repoApi}/commits/${sha}` },
              protected: false,
            })),
        ),
    },
    {
      method: "GET",
      path: /^\/branches\/([^/]+)$/,
      name: "get a branch",
      run: match => {
        const name = safeDecode(match[1] ?? "")
        const sha = git.refs.get(`refs/heads/${name}`)
        if (!sha)
          throw new ApiError(
            404,
            "Branch not found",
            `${DOCS}/branches/branches#get-a-branch`,
          )
        return json(200, branchObject(name, sha))
      },
    },
    {
      method: "GET",
      path: /^\/git\/trees\/(.+)$/,
      name: "get a tree",
      run: (match, { query }) => {
        const treeSha = git.resolveTree(safeDecode(match[1] ?? ""))
        if (!treeSha) throw notFound(`${DOCS}/git/trees#get-a-tree`)
        const recursive =
          query.has("recursive") &&
          !["0", "false"].includes(query.get("recursive") ?? "")
        return json(200, treeListing(treeSha, recursive))
      },
    },
    {
      method: "POST",
      path: /^\/git\/trees$/,
      name: "create a tree",
      write: true,
      run: (_match, { body }) => {
        const input = jsonBody(body)
        if (!Array.isArray(input.tree)) {
          throw invalid(
            'Invalid request.\n\n"tree" wasn\'t supplied.',
            `${DOCS}/git/trees#create-a-tree`,
          )
        }
        let files = new Map<string, Leaf>()
        if (input.base_tree !== undefined && input.base_tree !== null) {
          const base =
            typeof input.base_tree === "string"
              ? git.resolveTree(input.base_tree)
              : undefined
          if (!base)
            throw invalid(
              "base_tree is not a valid tree oid",
              `${DOCS}/git/trees#create-a-tree`,
            )
          files = git.flatten(base)
        }
        const remove = (target: string) => {
          for (const key of [...files.keys()]) {
            if (key === target || key.startsWith(`${target}/`))
              files.delete(key)
          }
        }
        for (const item of input.tree) {
          if (
            !isRecord(item) ||
            typeof item.path !== "string" ||
            !validPath(item.path)
          ) {
            throw invalid(
              "tree.path contains a malformed path component",
              `${DOCS}/git/trees#create-a-tree`,
            )
          }
          const target = item.path
          const mode = typeof item.mode === "string" ? item.mode : "100644"
          if (item.sha === null) {
            remove(target)
            continue
          }
          let sha: string
          if (typeof item.content === "string") {
            sha = git.putBlob(Buffer.from(item.content, "utf8"))
          } else if (typeof item.sha === "string" && git.typeOf(item.sha)) {
            sha = item.sha
          } else {
            throw invalid(
              `tree.sha ${String(item.sha)} is not a valid blob`,
              `${DOCS}/git/trees#create-a-tree`,
            )
          }
          const type = git.typeOf(sha)
          if (mode === "040000" || type === "tree") {
            if (type !== "tree")
              throw invalid(`tree.sha ${sha} is not a valid tree`)
            remove(target)
            for (const [inner, leaf] of git.flatten(sha))
              files.set(`${target}/${inner}`, leaf)
            continue
          }
          // A file replaces whatever stood at its path or at a folder on its way.
          remove(target)
          const parts = target.split("/")
          for (let depth = 1; depth < parts.length; depth += 1) {
            files.delete(parts.slice(0, depth).join("/"))
          }
          files.set(target, {
            mode,
            type: mode === "160000" ? "commit" : "blob",
            sha,
          })
        }
        return json(201, treeListing(git.writeFlat(files), false))
      },
    },
    {
      method: "GET",
      path: /^\/git\/blobs\/([^/]+)$/,
      name: "get a blob",
      run: (match, { headers }) => {
        const sha = match[1] ?? ""
        const bytes = git.blobs.get(sha)
        if (!bytes) throw notFound(`${DOCS}/git/blobs#get-a-blob`)
        if (wantsRaw(headers)) return rawReply(bytes)
        return json(200, {
          sha,
          node_id: nodeId("Blob", sha),
          size: bytes.length,
          url: `${repoApi}/git/blobs/${sha}`,
          content: wrappedBase64(bytes),
          encoding: "base64",
        })
      },
    },
    {
      method: "POST",
      path: /^\/git\/blobs$/,
      name: "create a blob",
      write: true,
      run: (_match, { body }) => {
        const input = jsonBody(body)
        if (typeof input.content !== "string") {
          throw invalid(
            'Invalid request.\n\n"content" wasn\'t supplied.',
            `${DOCS}/git/blobs#create-a-blob`,
          )
        }
        const encoding = input.encoding ?? "utf-8"
        if (
          encoding !== "utf-8" &&
          encoding !== "utf8" &&
          encoding !== "base64"
        ) {
          throw invalid(
            `encoding must be utf-8 or base64`,
            `${DOCS}/git/blobs#create-a-blob`,
          )
        }
        const sha = git.putBlob(
          Buffer.from(input.content, encoding === "base64" ? "base64" : "utf8"),
        )
        return json(
          201,
          { url: `${repoApi}/git/blobs/${sha}`, sha },
          {
            Location: `${repoApi}/git/blobs/${sha}`,
          },
        )
      },
    },
    {
      method: "GET",
      path: /^\/git\/commits\/([^/]+)$/,
      name: "get a commit object",
      run: match => {
        const sha = match[1] ?? ""
        if (!git.commits.has(sha))
          throw notFound(`${DOCS}/git/commits#get-a-commit-object`)
        return json(200, gitCommit(sha))
      },
    },
    {
      method: "POST",
      path: /^\/git\/commits$/,
      name: "create a commit",
      write: true,
      run: (_match, { body }) => {
        const input = jsonBody(body)
        const docs = `${DOCS}/git/commits#create-a-commit`
        if (typeof input.message !== "string") {
          throw invalid('Invalid request.\n\n"message" wasn\'t supplied.', docs)
        }
        if (
          typeof input.tree !== "string" ||
          git.typeOf(input.tree) !== "tree"
        ) {
          throw invalid("Tree SHA does not exist", docs)
        }
        const parents = input.parents ?? []
        if (
          !Array.isArray(parents) ||
          !parents.every(
            (parent): parent is string =>
              typeof parent === "string" && git.commits.has(parent),
          )
        ) {
          throw invalid(
            "Parent SHA does not exist or is not a commit object",
            docs,
          )
        }
        const author = signatureIn(input.author, userSignature(nowIso()))
        const committer = signatureIn(input.committer, author)
        const commit: CommitObject = {
          tree: input.tree,
          parents,
          message: input.message,
          author,
          committer,
        }
        const sha = git.putCommit(commit)
        const parent = parents[0]
        commits.push({
          sha,
          message: commit.message,
          parents,
          tree: commit.tree,
          author,
          paths: git
            .diff(parent ? git.commit(parent).tree : undefined, commit.tree)
            .map(change => change.filename),
        })
        return json(201, gitCommit(sha), {
          Location: `${repoApi}/git/commits/${sha}`,
        })
      },
    },
    {
      method: "GET",
      path: /^\/git\/ref\/(.+)$/,
      name: "get a reference",
      run: match => {
        const name = refName(match[1] ?? "")
        const sha = git.refs.get(name)
        if (!sha) throw notFound(`${DOCS}/git/refs#get-a-reference`)
        return json(200, refObject(name, sha))
      },
    },
    {
      method: "GET",
      path: /^\/git\/(refs|matching-refs)(?:\/(.*))?$/,
      name: "list matching references",
      run: match => {
        const prefix = match[2] ? refName(match[2]) : "refs/"
        const exact = git.refs.get(prefix)
        // The older refs/{ref} form answers one reference when the name is exact.
        if (match[1] === "refs" && exact)
          return json(200, refObject(prefix, exact))
        const found = [...git.refs]
          .filter(([name]) => name.startsWith(prefix))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, sha]) => refObject(name, sha))
        if (match[1] === "refs" && found.length === 0) {
          throw notFound(`${DOCS}/git/refs#get-a-reference`)
        }
        return json(200, found)
      },
    },
    {
      method: "POST",
      path: /^\/git\/refs$/,
      name: "create a reference",
      write: true,
      run: (_match, { body }) => {
        const input = jsonBody(body)
        const docs = `${DOCS}/git/refs#create-a-reference`
        if (
          typeof input.ref !== "string" ||
          !input.ref.startsWith("refs/") ||
          input.ref.split("/").length < 3
        ) {
          throw invalid(
            "Reference name must start with 'refs/' and have at least two slashes.",
            docs,
          )
        }
        if (typeof input.sha !== "string" || !git.commits.has(input.sha)) {
          throw invalid("Object does not exist", docs)
        }
        if (git.refs.has(input.ref))
          throw invalid("Reference already exists", docs)
        git.refs.set(input.ref, input.sha)
        return json(201, refObject(input.ref, input.sha), {
          Location: `${repoApi}/git/${input.ref}`,
        })
      },
    },
    {
      method: "PATCH",
      path: /^\/git\/refs\/(.+)$/,
      name: "update a reference",
      write: true,
      run: (match, { body }) => {
        const input = jsonBody(body)
        const docs = `${DOCS}/git/refs#update-a-reference`
        const name = refName(match[1] ?? "")
        const current = git.refs.get(name)
        if (!current) throw invalid("Reference does not exist", docs)
        if (typeof input.sha !== "string" || !git.commits.has(input.sha)) {
          throw invalid("Object does not exist", docs)
        }
        if (input.force !== true && !git.isAncestor(current, input.sha)) {
          throw invalid("Update is not a fast forward", docs)
        }
        git.refs.set(name, input.sha)
        return json(200, refObject(name, input.sha))
      },
    },
    {
      method: "DELETE",
      path: /^\/git\/refs\/(.+)$/,
      name: "delete a reference",
      write: true,
      run: match => {
        const name = refName(match[1] ?? "")
        if (!git.refs.delete(name)) {
          throw invalid(
            "Reference does not exist",
            `${DOCS}/git/refs#delete-a-reference`,
          )
        }
        return { status: 204 }
      },
    },
    {
      method: "GET",
      path: /^\/commits$/,
      name: "list commits",
      run: (_match, { query }) => {
        const rev = query.get("sha") || branch
        const start = git.resolveCommit(rev)
        if (!start) {
          throw new ApiError(
            404,
            `No commit found for SHA: ${rev}`,
            `${DOCS}/commits/commits#list-commits`,
          )
        }
        const filePath = (query.get("path") ?? "").replace(/^\/+|\/+$/g, "")
        const all = git
          .history(start)
          .filter(sha => !filePath || git.touches(sha, filePath))
        const perPage = Math.min(
          Math.max(Number(query.get("per_page")) || 30, 1),
          100,
        )
        const page = Math.max(Number(query.get("page")) || 1, 1)
        const lastPage = Math.max(Math.ceil(all.length / perPage), 1)
        return json(
          200,
          all
            .slice((page - 1) * perPage, page * perPage)
            .map(sha => restCommit(sha)),
          pageLinks(`${repoPath}/commits`, query, page, lastPage),
        )
      },
    },
    {
      method: "GET",
      path: /^\/commits\/([^/]+)$/,
      name: "get a commit",
      run: match => {
        const rev = safeDecode(match[1] ?? "")
        const sha = git.resolveCommit(rev)
        if (!sha) {
          throw new ApiError(
            422,
            `No commit found for SHA: ${rev}`,
            `${DOCS}/commits/commits#get-a-commit`,
          )
        }
        return json(200, restCommit(sha, true))
      },
    },
    {
      method: "GET",
      path: /^\/compare\/(.+)\.\.\.(.+)$/,
      name: "compare two commits",
      run: match => {
        const base = git.resolveCommit(
          safeDecode(match[1] ?? "").replace(/^[^:]+:/, ""),
        )
        const head = git.resolveCommit(
          safeDecode(match[2] ?? "").replace(/^[^:]+:/, ""),
        )
        if (!base || !head)
          throw notFound(`${DOCS}/commits/commits#compare-two-commits`)
        const baseHistory = git.history(base)
        const headHistory = git.history(head)
        const inBase = new Set(baseHistory)
        const inHead = new Set(headHistory)
        const mergeBase = headHistory.find(sha => inBase.has(sha)) ?? base
        const ahead = headHistory.filter(sha => !inBase.has(sha)).reverse()
        const behind = baseHistory.filter(sha => !inHead.has(sha))
        const files = git.diff(
          git.commit(mergeBase).tree,
          git.commit(head).tree,
        )
        return json(200, {
          url: `${repoApi}/compare/${match[1]}...${match[2]}`,
          html_url: `${repoWeb}/compare/${match[1]}...${match[2]}`,
          base_commit: restCommit(base),
          merge_base_commit: restCommit(mergeBase),
          status:
            ahead.length && behind.length
              ? "diverged"
              : ahead.length
                ? "ahead"
                : behind.length
                  ? "behind"
                  : "identical",
          ahead_by: ahead.length,
          behind_by: behind.length,
          total_commits: ahead.length,
          commits: ahead.map(sha => restCommit(sha)),
          files: files.map(fileChange),
        })
      },
    },
    {
      method: "GET",
      path: /^\/contents(?:\/(.*))?$/,
      name: "get repository content",
      run: (match, { query, headers }) => {
        const docs = `${DOCS}/repos/contents#get-repository-content`
        const ref = query.get("ref") || branch
        const commit = git.resolveCommit(ref)
        if (!commit)
          throw new ApiError(404, `No commit found for the ref ${ref}`, docs)
        const entryPath = safeDecode(match[1] ?? "").replace(/^\/+|\/+$/g, "")
        const entry = git.entryAt(git.commit(commit).tree, entryPath)
        if (!entry) throw notFound(docs)
        if (entry.type === "tree") {
          return json(
            200,
            (git.trees.get(entry.sha) ?? []).map(item =>
              contentsEntry(
                entryPath ? `${entryPath}/${item.name}` : item.name,
                item,
                ref,
              ),
            ),
          )
        }
        const bytes = git.blobs.get(entry.sha) ?? Buffer.alloc(0)
        if (wantsRaw(headers)) return rawReply(bytes)
        return json(200, {
          ...contentsEntry(entryPath, entry, ref),
          content: wrappedBase64(bytes),
          encoding: "base64",
        })
      },
    },
    {
      method: "GET",
      path: /^\/collaborators\/([^/]+)\/permission$/,
      name: "get repository permissions for a user",
      run: match => {
        const login = safeDecode(match[1] ?? "")
        const role =
          login.toLowerCase() === user.login.toLowerCase() ? permission : "none"
        return json(200, {
          permission: role,
          role_name: role,
          user:
            login.toLowerCase() === user.login.toLowerCase()
              ? account(user.login)
              : null,
        })
      },
    },
  ]

  const topRoutes: Route[] = [
    {
      method: "GET",
      path: /^\/user$/,
      name: "get the authenticated user",
      run: () => json(200, userProfile()),
    },
    {
      method: "GET",
      path: /^\/users\/([^/]+)$/,
      name: "get a user",
      run: match => {
        const login = safeDecode(match[1] ?? "")
        if (login.toLowerCase() !== user.login.toLowerCase()) {
          throw notFound(`${DOCS}/users/users#get-a-user`)
        }
        return json(200, userProfile())
      },
    },
  ]

  const findRoute = (method: string, apiPath: string) => {
    for (const route of topRoutes) {
      const match = route.path.exec(apiPath)
      if (match && route.method === method)
        return { route, match, repoRoute: false, sameRepo: true }
    }
    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(apiPath)
    if (!repoMatch) return undefined
    const rest = repoMatch[3] ?? ""
    for (const route of repoRoutes) {
      const match = route.path.exec(rest)
      if (match && route.method === method) {
        const sameRepo =
          safeDecode(repoMatch[1] ?? "").toLowerCase() ===
            repoOwner.toLowerCase() &&
          safeDecode(repoMatch[2] ?? "").toLowerCase() ===
            repoName.toLowerCase()
        return { route, match, repoRoute: true, sameRepo }
      }
    }
    return undefined
  }

  const api = (
    method: string,
    apiPath: string,
    query: URLSearchParams,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): { reply: Reply; endpoint: string | null; token?: IssuedToken } => {
    if (method === "OPTIONS") {
      return {
        reply: { status: 204, headers: PREFLIGHT_HEADERS },
        endpoint: "CORS preflight",
      }
    }
    const found = findRoute(method, apiPath)
    if (!found) {
      return {
        reply: json(404, {
          message: "Not Found",
          documentation_url: DOCS,
          status: "404",
        }),
        endpoint: null,
      }
    }
    const { route, match } = found
    const authorization = /^(?:token|bearer)\s+(\S+)$/i.exec(
      header(headers, "authorization") ?? "",
    )
    const token = authorization
      ? tokens.find(issued => issued.token === authorization[1])
      : undefined
    try {
      // GitHub hides a private repository from a request without a token (404); a 401
      // here says plainly what the test left out.
      if (!header(headers, "authorization")) {
        throw new ApiError(401, "Requires authentication")
      }
      if (!token) throw new ApiError(401, "Bad credentials")
      if (found.repoRoute) {
        const scopeReaches = !privateRepo || token.scopes.includes("repo")
        if (!found.sameRepo || !scopeReaches) throw notFound()
        if (
          route.write &&
          (!canPush ||
            !(
              token.scopes.includes("repo") ||
              token.scopes.includes("public_repo")
            ))
        ) {
          throw notFound()
        }
      }
      const reply = route.run(match, { query, headers, body, token })
      return { reply, endpoint: route.name, token }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return {
        reply: json(error.status, {
          message: error.message,
          documentation_url: error.documentation,
          status: String(error.status),
        }),
        endpoint: route.name,
        token,
      }
    }
  }

  /** The headers api.github.com adds to every answer. */
  const apiHeaders = (
    method: string,
    reply: Reply,
    token: IssuedToken | undefined,
  ) => {
    rateLimitUsed += token ? 1 : 0
    return {
      ...CORS_HEADERS,
      "X-GitHub-Media-Type": "github.v3; format=json",
      "X-GitHub-Api-Version-Selected": "2022-11-28",
      "X-GitHub-Request-Id": randomBytes(8).toString("hex").toUpperCase(),
      "X-RateLimit-Limit": "5000",
      "X-RateLimit-Remaining": String(Math.max(5000 - rateLimitUsed, 0)),
      "X-RateLimit-Reset": String(rateLimitReset),
      "X-RateLimit-Used": String(rateLimitUsed),
      "X-RateLimit-Resource": "core",
      ...(token
        ? {
            "X-OAuth-Scopes": token.scopes.join(", "),
            "X-Accepted-OAuth-Scopes": "",
          }
        : {}),
      "Cache-Control":
        method === "GET" && reply.status === 200
          ? "private, max-age=60, s-maxage=60"
          : "no-cache",
      Vary: "Accept, Authorization, Cookie, X-GitHub-OTP, Accept-Encoding",
      ...reply.headers,
    }
  }

  const send = (
    response: ServerResponse,
    reply: Reply,
    ifNoneMatch?: string,
  ) => {
    const headers = { ...reply.headers }
    let status = reply.status
    let body = reply.body
    if (
      body !== undefined &&
      status === 200 &&
      headers["Cache-Control"]?.startsWith("private")
    ) {
      const etag = `W/"${createHash("sha256").update(body).digest("hex")}"`
      headers.ETag = etag
      if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
        status = 304
        body = undefined
      }
    }
    response.writeHead(status, headers)
    response.end(body)
  }

  const server = createServer((request, response) => {
    const method = request.method ?? "GET"
    const url = new URL(request.url ?? "/", "http://stand-in")
    const isApi =
      url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)
    const apiPath = isApi ? url.pathname.slice(API_PREFIX.length) : url.pathname
    readBody(request)
      .then(body => {
        if (isApi) {
          const { reply, endpoint, token } = api(
            method,
            apiPath,
            url.searchParams,
            request.headers,
            body,
          )
          const full = { ...reply, headers: apiHeaders(method, reply, token) }
          requests.push({
            method,
            host: "api",
            path: `${apiPath}${url.search}`,
            status: reply.status,
            endpoint,
          })
          send(
            response,
            full,
            method === "GET"
              ? header(request.headers, "if-none-match")
              : undefined,
          )
        } else {
          const { reply, endpoint } = web(
            method,
            url.pathname,
            url.searchParams,
            request.headers,
            body,
          )
          requests.push({
            method,
            host: "web",
            path: `${url.pathname}${url.search}`,
            status: reply.status,
            endpoint,
          })
          send(response, {
            ...reply,
            headers: { "Cache-Control": "no-store", ...reply.headers },
          })
        }
      })
      .catch((error: unknown) => {
        const status = error instanceof ApiError ? error.status : 500
        const message = error instanceof Error ? error.message : String(error)
        requests.push({
          method,
          host: isApi ? "api" : "web",
          path: `${apiPath}${url.search}`,
          status,
          endpoint: null,
        })
        if (!response.headersSent) {
          response.writeHead(status, {
            "Content-Type": "application/json; charset=utf-8",
            ...CORS_HEADERS,
          })
        }
        response.end(JSON.stringify({ message }))
      })
  })

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  const headSha = () => {
    const sha = git.refs.get(`refs/heads/${branch}`)
    if (!sha) throw new Error(`The branch ${branch} is gone`)
    return sha
  }

  return {
    url,
    apiUrl: `${url}${API_PREFIX}`,
    requests,
    unhandledRequests: () =>
      requests.filter(request => request.endpoint === null),
    tokens,
    commits,
    fileAt: filePath => {
      const entry = git.entryAt(
        git.commit(headSha()).tree,
        filePath.replace(/^\/+/, ""),
      )
      if (entry?.type !== "blob") return undefined
      return git.blobs.get(entry.sha)?.toString("utf8")
    },
    headSha,
    issueToken: (scopes = ["repo"]) => issueToken(scopes, null, null),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close(error => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
