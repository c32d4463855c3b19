import { readFileSync } from "node:fs"
import path from "node:path"
import * as z from "zod"

import { tryOr } from "../../src/lib/tryOr"
import type { CmsBackend } from "./cmsConfig"

const CMS_BACKEND_FILE = "cms-backend.json"

const BACKENDS = [
  "git-gateway",
  "github",
  "gitlab",
  "gitea",
  "forgejo",
  "bitbucket",
  "azure",
] as const

const REPO_FORMAT = 'expected "repo" as owner/name, such as nova-reyes/site'

export const PUBLISH_MODES = ["simple", "editorial_workflow"] as const

/** Decap's review mode is not built for these: its Gitea backend refuses to start with it. */
const WITHOUT_REVIEW = ["gitea"]

const backendSchema = z.looseObject({
  name: z.enum(BACKENDS, {
    error: issue =>
      `expected "name" to be one of ${BACKENDS.map(name => `"${name}"`).join(", ")}, found ${JSON.stringify(issue.input)}`,
  }),
  repo: z
    .string({ error: REPO_FORMAT })
    .regex(/^[^/\s]+\/[^\s]+$/, { error: REPO_FORMAT })
    .optional(),
  branch: z
    .string({ error: 'expected "branch" as a branch name, such as main' })
    .min(1)
    .optional(),
  // Decap's own setting, kept here beside the backend so the review mode is one line.
  publish_mode: z
    .enum(PUBLISH_MODES, {
      error: issue =>
        `expected "publish_mode" to be "editorial_workflow" (drafts, review, then publish) or "simple" (each save publishes), found ${JSON.stringify(issue.input)}`,
    })
    .optional(),
})

export const parseCmsBackend = (text: string, file = CMS_BACKEND_FILE) => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(
      `${file}: expected JSON such as { "name": "github", "repo": "owner/name", "branch": "main" }, found text that is not JSON (${(error as Error).message})`,
    )
  }
  const result = backendSchema.safeParse(value)
  if (!result.success) {
    throw new Error(
      `${file}: ${result.error.issues.map(issue => issue.message).join("; ")}`,
    )
  }
  if (result.data.name !== "git-gateway" && !result.data.repo) {
    throw new Error(
      `${file}: expected "repo" as owner/name for the ${result.data.name} backend, found none`,
    )
  }
  if (
    result.data.publish_mode === "editorial_workflow" &&
    WITHOUT_REVIEW.includes(result.data.name)
  ) {
    throw new Error(
      `${file}: Decap's ${result.data.name} backend has no review mode ("publish_mode": "editorial_workflow"); leave it out, or keep the repository where github, gitlab, forgejo, bitbucket, azure or git-gateway reach it`,
    )
  }
  return result.data as CmsBackend
}

/** CMS_BACKEND_FILE may name another file, from the site's folder: a staging site's, a test build's. */
export const readCmsBackend = (root: string) => {
  const file = process.env.CMS_BACKEND_FILE || CMS_BACKEND_FILE
  return parseCmsBackend(readFileSync(path.join(root, file), "utf8"), file)
}

const originOf = (value: unknown) =>
  typeof value === "string"
    ? tryOr(() => new URL(value).origin, undefined)
    : undefined

// Logins open in a window of their own, which the page's policy does not cover.
export const backendSources = (backend: CmsBackend) => {
  const { connect, pageScripts = [] } = backendReach(backend)
  return {
    connect: [...new Set(connect)],
    pageScripts,
    scripts: pageScripts.flatMap(script => originOf(script) ?? []),
  }
}

const NETLIFY_IDENTITY_WIDGET =
  "https://identity.netlify.com/v1/netlify-identity-widget.js"

const SIGN_IN_ORIGINS: Record<string, string> = {
  gitlab: "https://gitlab.com",
}

const backendReach = (
  backend: CmsBackend,
): { connect: string[]; pageScripts?: string[] } => {
  const apiRoot = originOf(backend.api_root)
  // With PKCE the editor's page itself trades the code for a token at the sign-in's host.
  const signIn = originOf(backend.base_url) ?? SIGN_IN_ORIGINS[backend.name]
  const tokenEndpoint = backend.auth_type === "pkce" && signIn ? [signIn] : []
  switch (backend.name) {
    case "github":
      return { connect: [apiRoot ?? "https://api.github.com"] }
    case "gitlab":
      return { connect: [apiRoot ?? "https://gitlab.com", ...tokenEndpoint] }
    case "bitbucket":
      return { connect: [apiRoot ?? "https://api.bitbucket.org"] }
    case "azure":
      return { connect: ["https://dev.azure.com"] }
    case "git-gateway":
      return {
        connect: ["https://api.netlify.com"],
        pageScripts: [NETLIFY_IDENTITY_WIDGET],
      }
    default:
      // Gitea and Forgejo live at the address their api_root names.
      return { connect: [...(apiRoot ? [apiRoot] : []), ...tokenEndpoint] }
  }
}

export const RELAY_AUTH_ENDPOINT = "oauth/auth"

/** GitHub signs in through the site's own relay unless cms-backend.json names a `base_url`. */
export const withSignIn = (backend: CmsBackend, siteUrl: string): CmsBackend =>
  backend.name === "github" && backend.base_url === undefined
    ? {
        ...backend,
        base_url: new URL(siteUrl).origin,
        auth_endpoint: RELAY_AUTH_ENDPOINT,
      }
    : backend
