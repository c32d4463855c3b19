/**
 * @jest-environment node
 */
import { spawn } from "node:child_process"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

// deploy/preview-status.mjs against stand-ins for Cloudflare's API and GitHub's.

const SHA = "0123456789abcdef0123456789abcdef01234567"
const PREVIEW_URL = "https://3f2a9c1e.nova-reyes.pages.dev"

type Stage = { name: string; status: string }
type Posted = { path: string; body: Record<string, string> }

const deployment = (stage: Stage, commit = SHA) => ({
  id: "3f2a9c1e",
  url: PREVIEW_URL,
  environment: "preview",
  deployment_trigger: {
    type: "github:push",
    metadata: { branch: "cms/shows/los-angeles", commit_hash: commit },
  },
  latest_stage: stage,
})

/** Cloudflare answers each poll with the next list; GitHub keeps the statuses posted. */
const standIn = async (polls: unknown[][]) => {
  const posted: Posted[] = []
  const asked: string[] = []
  const server: Server = createServer((request, response) => {
    let text = ""
    request.on("data", chunk => (text += chunk))
    request.on("end", () => {
      const url = request.url ?? ""
      asked.push(`${request.method} ${url} ${request.headers.authorization}`)
      if (request.method === "POST" && url.startsWith("/github/")) {
        posted.push({ path: url, body: JSON.parse(text) })
        response.writeHead(201).end("{}")
        return
      }
      const result = polls.length > 1 ? polls.shift() : polls[0]
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ success: true, errors: [], result }))
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, posted, asked, server }
}

const run = (origin: string, env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; output: string }>(resolve => {
    const child = spawn(process.execPath, ["deploy/preview-status.mjs"], {
      env: {
        PATH: process.env.PATH,
        CLOUDFLARE_API: `${origin}/cloudflare`,
        GITHUB_API_URL: `${origin}/github`,
        CLOUDFLARE_API_TOKEN: "cf-token",
        CLOUDFLARE_ACCOUNT_ID: "account",
        CLOUDFLARE_PROJECT: "nova-reyes",
        GITHUB_TOKEN: "gh-token",
        GITHUB_REPOSITORY: "nova-reyes/site",
        GITHUB_SHA: SHA,
        PREVIEW_POLL_MS: "10",
        ...env,
      },
    })
    let output = ""
    child.stdout.on("data", chunk => (output += chunk))
    child.stderr.on("data", chunk => (output += chunk))
    child.on("close", code => resolve({ code, output }))
  })

describe("deploy/preview-status.mjs", () => {
  it("posts pending while Cloudflare builds the draft's commit, then the build's address", async () => {
    const api = await standIn([
      [],
      [deployment({ name: "build", status: "active" }, "another-commit")],
      [deployment({ name: "build", status: "active" })],
      [deployment({ name: "deploy", status: "success" })],
    ])
    const { code } = await run(api.origin)
    api.server.close()
    expect(code).toBe(0)
    expect(api.posted.map(({ path, body }) => [path, body])).toEqual([
      [
        `/github/repos/nova-reyes/site/statuses/${SHA}`,
        {
          state: "pending",
          context: "deploy/cloudflare-pages",
          description: "Cloudflare Pages is building the draft",
        },
      ],
      [
        `/github/repos/nova-reyes/site/statuses/${SHA}`,
        {
          state: "success",
          context: "deploy/cloudflare-pages",
          description: "The draft's preview",
          target_url: PREVIEW_URL,
        },
      ],
    ])
    expect(api.asked).toContain(
      "GET /cloudflare/accounts/account/pages/projects/nova-reyes/deployments?env=preview Bearer cf-token",
    )
  })

  it("says when the draft's build failed, and when none came", async () => {
    const failed = await standIn([
      [deployment({ name: "build", status: "failure" })],
    ])
    expect((await run(failed.origin)).code).toBe(1)
    failed.server.close()
    expect(failed.posted.at(-1)?.body).toMatchObject({
      state: "failure",
      description: "The draft's build failed at build",
    })
    const none = await standIn([[]])
    expect((await run(none.origin, { PREVIEW_WAIT_MS: "50" })).code).toBe(1)
    none.server.close()
    expect(none.posted.at(-1)?.body).toMatchObject({ state: "error" })
  })

  it("names what it needs when a secret is missing", async () => {
    const { code, output } = await run("http://127.0.0.1:9", {
      CLOUDFLARE_API_TOKEN: "",
    })
    expect(code).toBe(2)
    expect(output).toContain("set CLOUDFLARE_API_TOKEN")
  })
})
