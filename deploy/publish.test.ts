/**
 * @jest-environment node
 */
import { execFileSync, spawn } from "node:child_process"
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

// deploy/publish.sh on a fake project: a bare "origin", the server's clone of it, and a
// build that stands in for the data check and Gatsby. The tests run in order, each on the
// state the one before left, as the server's runs do.

const TIMEOUT = 60_000

const GIT_ENV = {
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.com",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
}

// Refuses data/site.json that is not JSON, as the data check does; logs its start and end
// and fails when another build is under way in the clone.
const FAKE_BUILD = `
const fs = require("node:fs")
const log = line => fs.appendFileSync(process.env.CALLS, line + "\\n")
const marker = process.env.BUILD_MARKER
if (fs.existsSync(marker)) {
  console.error("another build is running")
  process.exit(3)
}
fs.writeFileSync(marker, "")
log("build start " + process.argv[2])
let data
try {
  data = JSON.parse(fs.readFileSync("data/site.json", "utf8"))
} catch (error) {
  fs.rmSync(marker)
  console.error("data/site.json is not valid JSON: " + error.message)
  process.exit(1)
}
const delay = Number(process.env.BUILD_DELAY_MS || 0)
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, delay)
fs.mkdirSync("public", { recursive: true })
fs.writeFileSync("public/index.html", "<h1>" + data.title + "</h1>\\n")
fs.writeFileSync("public/app.js", "start()\\n")
fs.mkdirSync("deploy/nginx/generated", { recursive: true })
fs.writeFileSync("deploy/nginx/generated/maps.conf", "# " + data.title + "\\n")
log("build end")
fs.rmSync(marker)
`

type Result = { status: number | null; stdout: string; stderr: string }

let root = ""
let work = ""
let site = ""

const file = (...parts: string[]) => readFileSync(path.join(...parts), "utf8")

const write = (target: string, text: string) => {
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, text)
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH, ...GIT_ENV },
  }).trim()

/** Commits data/site.json with this text to the branch on origin; returns the commit. */
const push = (siteJson: string) => {
  write(path.join(work, "data/site.json"), siteJson)
  git(work, "add", "--all")
  git(work, "commit", "--quiet", "--message", siteJson)
  git(work, "push", "--quiet", "origin", "live")
  return git(work, "rev-parse", "HEAD")
}

const publishEnv = (siteRoot: string, extra: Record<string, string>) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...GIT_ENV,
  SITE_ROOT: siteRoot,
  CALLS: path.join(root, "calls"),
  BUILD_MARKER: path.join(root, "build-running"),
  PUBLISH_INSTALL: 'echo install >>"$CALLS"',
  PUBLISH_BUILD: `node ${path.join(root, "build.js")} warm`,
  PUBLISH_CLEAN_BUILD: `node ${path.join(root, "build.js")} clean`,
  PUBLISH_NGINX_TEST: 'echo "nginx -t" >>"$CALLS"',
  PUBLISH_NGINX_RELOAD: 'echo reload >>"$CALLS"',
  PUBLISH_RELAY_RESTART: 'echo "relay restart" >>"$CALLS"',
  ...extra,
})

/** Runs the clone's publish.sh from another folder, as systemd or a person might. */
const publish = (
  args: string[] = [],
  extra: Record<string, string> = {},
  siteRoot = site,
) =>
  new Promise<Result>((resolve, reject) => {
    const script = path.join(root, "server/repository/deploy/publish.sh")
    const child = spawn(script, args, {
      cwd: root,
      env: publishEnv(siteRoot, extra),
    })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk
    })
    child.on("error", reject)
    child.on("close", status => resolve({ status, stdout, stderr }))
  })

/** The commands the runs called since the last look. */
const takeCalls = () => {
  const calls = path.join(root, "calls")
  const lines = existsSync(calls) ? file(calls).split("\n").filter(Boolean) : []
  rmSync(calls, { force: true })
  return lines
}

/** Every path under the site root with its link target or contents, lock and failure record aside. */
const snapshot = (folder: string, prefix = ""): string[] =>
  readdirSync(folder, { withFileTypes: true })
    .filter(
      entry =>
        prefix || !["publish.lock", "failed-commit"].includes(entry.name),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap(entry => {
      const full = path.join(folder, entry.name)
      const name = prefix + entry.name
      if (entry.isSymbolicLink()) return [`${name} -> ${readlinkSync(full)}`]
      if (entry.isDirectory())
        return [`${name}/`, ...snapshot(full, `${name}/`)]
      return [`${name}: ${readFileSync(full, "base64")}`]
    })

const current = () => readlinkSync(path.join(site, "current"))
const releases = () => readdirSync(path.join(site, "releases")).sort()

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "publish-"))
  work = path.join(root, "work")
  site = path.join(root, "site")
  writeFileSync(path.join(root, "build.js"), FAKE_BUILD)
  git(root, "init", "--quiet", "--bare", "--initial-branch=live", "origin.git")
  git(root, "init", "--quiet", "--initial-branch=live", "work")
  git(work, "remote", "add", "origin", path.join(root, "origin.git"))
  write(path.join(work, "cms-backend.json"), '{ "branch": "live" }\n')
  write(path.join(work, "package-lock.json"), '{ "lockfileVersion": 3 }\n')
  write(
    path.join(work, ".gitignore"),
    "node_modules/\npublic/\ndeploy/nginx/generated/\n",
  )
  mkdirSync(path.join(work, "deploy"))
  copyFileSync(
    path.join(__dirname, "publish.sh"),
    path.join(work, "deploy/publish.sh"),
  )
  chmodSync(path.join(work, "deploy/publish.sh"), 0o755)
  copyFileSync(
    path.join(__dirname, "copy-release.mjs"),
    path.join(work, "deploy/copy-release.mjs"),
  )
  push('{ "title": "first" }')
  git(root, "clone", "--quiet", "origin.git", "server/repository")
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("deploy/publish.sh", () => {
  it(
    "prints its usage on --help",
    async () => {
      const result = await publish(["--help"])
      expect(result.status).toBe(0)
      expect(result.stdout).toMatch(/^Usage: deploy\/publish\.sh \[--rebuild\]/)
      expect(existsSync(site)).toBe(false)
    },
    TIMEOUT,
  )

  it(
    "publishes the first commit of the branch cms-backend.json names, then tests and reloads nginx",
    async () => {
      const result = await publish()
      expect(result.stderr).toBe("")
      expect(result.status).toBe(0)
      expect(result.stdout).toContain("publish: fetching live from origin\n")
      expect(file(site, "public/index.html")).toBe("<h1>first</h1>\n")
      expect(file(site, "nginx/maps.conf")).toBe("# first\n")
      expect(file(site, "current/COMMIT")).toBe(
        `${git(work, "rev-parse", "HEAD")}\n`,
      )
      expect(readlinkSync(path.join(site, "public"))).toBe("current/public")
      expect(readlinkSync(path.join(site, "nginx"))).toBe("current/nginx")
      // Nothing built yet: a clean build.
      expect(takeCalls()).toEqual([
        "install",
        "build start clean",
        "build end",
        "nginx -t",
        "reload",
        "relay restart",
      ])
    },
    TIMEOUT,
  )

  it(
    "switches current once to a new release for a new commit and keeps the previous one",
    async () => {
      const before = current()
      const second = push('{ "title": "second" }')
      const result = await publish()
      expect(result.status).toBe(0)
      expect(result.stdout.match(/switching current/g)).toHaveLength(1)
      expect(current()).not.toBe(before)
      expect(current()).toMatch(
        new RegExp(`^releases/\\d{8}T\\d{6}Z-${second.slice(0, 7)}`),
      )
      expect(file(site, "public/index.html")).toBe("<h1>second</h1>\n")
      expect(file(site, "nginx/maps.conf")).toBe("# second\n")
      expect(file(site, before, "public/index.html")).toBe("<h1>first</h1>\n")
      expect(releases()).toHaveLength(2)
      const inode = (release: string, name: string) =>
        statSync(path.join(site, release, name)).ino
      expect(inode(current(), "public/app.js")).toBe(
        inode(before, "public/app.js"),
      )
      expect(inode(current(), "public/index.html")).not.toBe(
        inode(before, "public/index.html"),
      )
      // package-lock.json did not change: no second install, and a warm build.
      expect(takeCalls()).toEqual([
        "build start warm",
        "build end",
        "nginx -t",
        "reload",
        "relay restart",
      ])
    },
    TIMEOUT,
  )

  it(
    "does nothing when the branch's commit is live already",
    async () => {
      const before = snapshot(site)
      const result = await publish()
      expect(result.status).toBe(0)
      expect(result.stdout).toMatch(/is live already; nothing to do/)
      expect(takeCalls()).toEqual([])
      expect(snapshot(site)).toEqual(before)
    },
    TIMEOUT,
  )

  it(
    "leaves the live site byte for byte as it was when the build refuses a commit's data",
    async () => {
      const before = snapshot(site)
      const broken = push('{ "title": "third",')
      const short = git(work, "rev-parse", "--short", "HEAD")
      const result = await publish()
      expect(result.status).not.toBe(0)
      expect(result.stderr).toContain("data/site.json is not valid JSON")
      expect(result.stderr).toContain(
        `the build (node ${path.join(root, "build.js")} warm) failed for ${short} (${broken})`,
      )
      expect(snapshot(site)).toEqual(before)
      expect(takeCalls()).toEqual(["build start warm"])

      // The next runs skip that commit instead of building it again.
      const again = await publish()
      expect(again.status).not.toBe(0)
      expect(again.stderr).toContain(`${short} (${broken}) failed last time`)
      expect(takeCalls()).toEqual([])
      expect(snapshot(site)).toEqual(before)
    },
    TIMEOUT,
  )

  it(
    "switches back to the previous release when nginx refuses the new one",
    async () => {
      const before = snapshot(site)
      const fourth = push('{ "title": "fourth" }')
      const result = await publish([], {
        PUBLISH_NGINX_TEST:
          'echo "nginx -t" >>"$CALLS"; echo "nginx: [emerg] unknown directive" >&2; exit 1',
      })
      expect(result.status).not.toBe(0)
      expect(result.stdout).toContain("switching current")
      expect(result.stderr).toContain(
        `nginx refused the configuration of ${fourth.slice(0, 7)}`,
      )
      expect(file(site, "public/index.html")).toBe("<h1>second</h1>\n")
      expect(file(site, "nginx/maps.conf")).toBe("# second\n")
      // The refused release is gone, so nothing else changed.
      expect(snapshot(site)).toEqual(before)
      // After a failed build, a clean one.
      expect(takeCalls()).toEqual([
        "build start clean",
        "build end",
        "nginx -t",
      ])
    },
    TIMEOUT,
  )

  it(
    "runs one publish at a time: a second run waits for the first",
    async () => {
      const [one, two] = await Promise.all([
        publish(["--rebuild"], { BUILD_DELAY_MS: "800" }),
        publish(["--rebuild"], { BUILD_DELAY_MS: "800" }),
      ])
      expect([one.stderr, two.stderr]).toEqual(["", ""])
      expect([one.status, two.status]).toEqual([0, 0])
      expect(`${one.stdout}${two.stdout}`).toContain(
        "waiting for the publish run under way",
      )
      // Each run's steps end before the other's start.
      expect(takeCalls()).toEqual([
        "build start clean",
        "build end",
        "nginx -t",
        "reload",
        "relay restart",
        "build start clean",
        "build end",
        "nginx -t",
        "reload",
        "relay restart",
      ])
      // --rebuild builds the commit nginx refused before too.
      expect(file(site, "public/index.html")).toBe("<h1>fourth</h1>\n")
      expect(releases()).toHaveLength(4)
    },
    TIMEOUT,
  )

  it(
    "keeps the last five releases, the live one among them",
    async () => {
      const oldest = releases()[0]
      expect((await publish(["--rebuild"])).status).toBe(0)
      expect((await publish(["--rebuild"])).status).toBe(0)
      expect(releases()).toHaveLength(5)
      expect(releases()).not.toContain(oldest)
      expect(releases().at(-1)).toBe(path.basename(current()))
      takeCalls()
    },
    TIMEOUT,
  )

  it(
    "moves the public/ and nginx/ folders of the rsync layout into the first release",
    async () => {
      const old = path.join(root, "old-site")
      write(path.join(old, "public/index.html"), "<h1>by rsync</h1>\n")
      write(path.join(old, "nginx/maps.conf"), "# by rsync\n")
      const result = await publish([], {}, old)
      expect(result.status).toBe(0)
      expect(readlinkSync(path.join(old, "public"))).toBe("current/public")
      expect(file(old, "public/index.html")).toBe("<h1>fourth</h1>\n")
      expect(file(old, "nginx/maps.conf")).toBe("# fourth\n")
      const first = path.join(old, "releases/00000000T000000Z-rsync")
      expect(file(first, "public/index.html")).toBe("<h1>by rsync</h1>\n")
      expect(file(first, "nginx/maps.conf")).toBe("# by rsync\n")
      takeCalls()
    },
    TIMEOUT,
  )

  it(
    "builds warm on the last build's cache, and clean on --rebuild and when package-lock.json changes",
    async () => {
      push('{ "title": "fifth" }')
      expect((await publish()).status).toBe(0)
      expect(takeCalls()[0]).toBe("build start warm")
      expect((await publish(["--rebuild"])).status).toBe(0)
      expect(takeCalls()[0]).toBe("build start clean")
      write(
        path.join(work, "package-lock.json"),
        '{ "lockfileVersion": 3, "packages": {} }\n',
      )
      push('{ "title": "sixth" }')
      expect((await publish()).status).toBe(0)
      expect(takeCalls().slice(0, 2)).toEqual(["install", "build start clean"])
      push('{ "title": "seventh" }')
      expect((await publish()).status).toBe(0)
      expect(takeCalls()[0]).toBe("build start warm")
      expect(file(site, "public/index.html")).toBe("<h1>seventh</h1>\n")
    },
    TIMEOUT,
  )
})
