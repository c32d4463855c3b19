// bench:scale's publish path: deploy/publish.sh in a server's clone of a repository whose data/ is
// the career, timed from a pushed commit that changes one show to that commit being live.
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { freshFolder } from "../scripts/files.mjs"
import { ROOT, run, timed } from "./commands.mjs"

// Outside the project: jest and the linters would read the server's clone as the project's own.
const WORK = path.join(tmpdir(), "nova-reyes-scale-publish")
const ORIGIN = path.join(WORK, "origin.git")
const AUTHOR = path.join(WORK, "author")
const SERVER = path.join(WORK, "server")
const SITE_ROOT = path.join(WORK, "site")

const GIT_ENV = {
  GIT_AUTHOR_NAME: "Bench",
  GIT_AUTHOR_EMAIL: "bench@novareyes.example",
  GIT_COMMITTER_NAME: "Bench",
  GIT_COMMITTER_EMAIL: "bench@novareyes.example",
}
const git = (cwd, ...args) => run("git", args, { cwd, env: GIT_ENV })

// The server's own nginx and relay are not here; the build, the copy and the switch are timed.
const PUBLISH_ENV = {
  SITE_ROOT,
  PUBLISH_NGINX_TEST: "true",
  PUBLISH_NGINX_RELOAD: "true",
  PUBLISH_RELAY_RESTART: "true",
}

/** The project's installed packages, linked entry by entry, so publish.sh's markers stay in its clone. */
const linkPackages = () => {
  const modules = path.join(SERVER, "node_modules")
  mkdirSync(modules)
  for (const entry of readdirSync(path.join(ROOT, "node_modules")))
    symlinkSync(
      path.join(ROOT, "node_modules", entry),
      path.join(modules, entry),
    )
}

const commitAll = async message => {
  await git(AUTHOR, "add", "--all")
  await git(AUTHOR, "commit", "--quiet", "--no-verify", "--message", message)
  await git(AUTHOR, "push", "--quiet", "origin", "HEAD:main")
  return (await git(AUTHOR, "rev-parse", "HEAD")).trim()
}

const publish = (label, logName) =>
  timed(label, "bash", [path.join(SERVER, "deploy/publish.sh")], {
    cwd: SERVER,
    env: PUBLISH_ENV,
    logTo: path.join(ROOT, "bench/raw", `scale-${logName}.log`),
  })

const live = () =>
  readFileSync(path.join(SITE_ROOT, "current/COMMIT"), "utf8").trim()

/** The server publishes the career once, clean and untimed; then a commit changing one show, timed. */
export const measurePublish = async (careerData, changeOneShow) => {
  freshFolder(WORK)
  await git(WORK, "clone", "--quiet", "--bare", ROOT, ORIGIN)
  await git(WORK, "clone", "--quiet", ORIGIN, AUTHOR)
  rmSync(path.join(AUTHOR, "data"), { recursive: true, force: true })
  cpSync(careerData, path.join(AUTHOR, "data"), { recursive: true })
  await commitAll("The career's data")
  await git(WORK, "clone", "--quiet", ORIGIN, SERVER)
  linkPackages()
  await publish(
    "publish.sh: the career, its first build, not counted",
    "publish-first",
  )
  changeOneShow(path.join(AUTHOR, "data"))
  const commit = await commitAll("One show's venue")
  const seconds = await publish(
    "publish.sh: a commit changing one show, from the push to live",
    "publish-one-change",
  )
  const published = live()
  rmSync(WORK, { recursive: true, force: true })
  if (published !== commit)
    throw new Error(`publish.sh left ${published} live, not ${commit}`)
  return {
    label: "the site: publish.sh, one show changed, push to live",
    seconds,
  }
}
