/**
 * @jest-environment node
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

import { type GitHubStandIn, startGitHubStandIn } from "./githubStandIn"

const DATA = path.resolve("tests/fixtures/data")
const REPO = "nova-reyes/nova-reyes-site"
const CLIENT_ID = "Iv1.standin0client"
const CLIENT_SECRET = "stand-in-secret"
const CALLBACK = "http://localhost:9000/oauth/callback"

const gitBlobSha = (bytes: Buffer) =>
  createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest("hex")

const unescapeHtml = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")

/** Where a consent page's button sends the browser: its GET form, filled in. */
const formTarget = (html: string, label: string) => {
  const form = [
    ...html.matchAll(/<form method="get" action="([^"]*)">(.*?)<\/form>/g),
  ].find(match => match[2]?.includes(`>${label}</button>`))
  if (!form) throw new Error(`No "${label}" button on the page:\n${html}`)
  const target = new URL(unescapeHtml(form[1] ?? ""))
  for (const input of (form[2] ?? "").matchAll(
    /name="([^"]*)" value="([^"]*)"/g,
  )) {
    target.searchParams.append(
      unescapeHtml(input[1] ?? ""),
      unescapeHtml(input[2] ?? ""),
    )
  }
  return target
}

let standIn: GitHubStandIn
const repoApi = () => `${standIn.apiUrl}/repos/${REPO}`

beforeEach(async () => {
  standIn = await startGitHubStandIn({
    dataFolder: DATA,
    repo: REPO,
    branch: "main",
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    callbackUrl: CALLBACK,
  })
})

afterEach(async () => {
  await standIn.stop()
})

const authorize = async (state = "state-123") => {
  const page = await fetch(
    `${standIn.url}/login/oauth/authorize?${new URLSearchParams({
      response_type: "code",
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      state,
      scope: "repo",
    })}`,
  )
  return { status: page.status, html: await page.text() }
}

const exchange = (
  code: string,
  {
    secret = CLIENT_SECRET,
    basic = true,
  }: { secret?: string; basic?: boolean } = {},
) =>
  fetch(`${standIn.url}/login/oauth/access_token`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
      ...(basic
        ? {
            Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${secret}`).toString("base64")}`,
          }
        : {}),
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: CALLBACK,
      ...(basic ? {} : { client_id: CLIENT_ID, client_secret: secret }),
    }),
  }).then(async response => ({
    status: response.status,
    body: (await response.json()) as Record<string, string>,
  }))

const signIn = async () => {
  const { html } = await authorize()
  const code = formTarget(html, "Authorize").searchParams.get("code") ?? ""
  const { body } = await exchange(code)
  return body.access_token ?? ""
}

const api = (token: string | null, apiPath: string, init: RequestInit = {}) =>
  fetch(`${repoApi()}${apiPath}`, {
    ...init,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      ...(token ? { Authorization: `token ${token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  })

describe("the OAuth endpoints", () => {
  it("asks the user, then sends a code and the same state to the redirect_uri", async () => {
    const { status, html } = await authorize()
    expect(status).toBe(200)
    expect(html).toMatch(/<h1>Authorize [^<]+<\/h1>/)
    expect(html).toContain(CLIENT_ID)
    expect(html).toContain("<code>repo</code>")

    const target = formTarget(html, "Authorize")
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK)
    expect(target.searchParams.get("code")).toMatch(/^[0-9a-f]{20}$/)
    expect(target.searchParams.get("state")).toBe("state-123")

    const cancel = formTarget(html, "Cancel")
    expect(`${cancel.origin}${cancel.pathname}`).toBe(CALLBACK)
    expect(cancel.searchParams.get("error")).toBe("access_denied")
    expect(cancel.searchParams.get("error_description")).toBeTruthy()
    expect(cancel.searchParams.get("state")).toBe("state-123")
  })

  it("answers an unknown client with a 404 page, and a foreign callback with GitHub's redirect", async () => {
    const unknown = await fetch(
      `${standIn.url}/login/oauth/authorize?client_id=someone-else&state=s`,
    )
    expect(unknown.status).toBe(404)

    const foreign = await fetch(
      `${standIn.url}/login/oauth/authorize?client_id=${CLIENT_ID}&state=s&redirect_uri=${encodeURIComponent("https://evil.test/cb")}`,
      { redirect: "manual" },
    )
    expect(foreign.status).toBe(302)
    const location = new URL(foreign.headers.get("location") ?? "")
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK)
    expect(location.searchParams.get("error")).toBe("redirect_uri_mismatch")
    expect(location.searchParams.get("state")).toBe("s")
  })

  it("exchanges a code once, with GitHub's 200 errors for a used code and a wrong secret", async () => {
    const { html } = await authorize()
    const code = formTarget(html, "Authorize").searchParams.get("code") ?? ""

    const good = await exchange(code)
    expect(good.status).toBe(200)
    expect(good.body).toEqual({
      access_token: expect.stringMatching(/^gho_[A-Za-z0-9]{36}$/),
      token_type: "bearer",
      scope: "repo",
    })
    expect(standIn.tokens).toEqual([
      {
        token: good.body.access_token,
        clientId: CLIENT_ID,
        scopes: ["repo"],
        code,
      },
    ])

    const reused = await exchange(code)
    expect(reused.status).toBe(200)
    expect(reused.body).toEqual({
      error: "bad_verification_code",
      error_description: "The code passed is incorrect or expired.",
      error_uri: expect.stringContaining("#bad-verification-code"),
    })

    const fresh =
      formTarget((await authorize()).html, "Authorize").searchParams.get(
        "code",
      ) ?? ""
    const wrongSecret = await exchange(fresh, {
      secret: "not-the-secret",
      basic: false,
    })
    expect(wrongSecret.status).toBe(200)
    expect(wrongSecret.body.error).toBe("incorrect_client_credentials")
    // A refused exchange leaves the code usable, credentials in the body as well as Basic.
    expect((await exchange(fresh, { basic: false })).body.access_token).toMatch(
      /^gho_/,
    )
    expect(standIn.tokens).toHaveLength(2)
  })
})

describe("the REST API", () => {
  it("refuses requests without an issued token", async () => {
    const none = await fetch(`${standIn.apiUrl}/user`)
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({
      message: "Requires authentication",
    })

    const wrong = await api("gho_not-issued", "")
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ message: "Bad credentials" })
    expect(wrong.headers.get("access-control-allow-origin")).toBe("*")
  })

  it("answers CORS preflights as api.github.com does", async () => {
    const preflight = await fetch(`${repoApi()}/git/blobs`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:9000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(
      /Authorization, Content-Type/,
    )
    expect(preflight.headers.get("access-control-allow-methods")).toContain(
      "PATCH",
    )
  })

  it("tells Decap who signed in and that they may push", async () => {
    const token = await signIn()
    const user = await fetch(`${standIn.apiUrl}/user`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(user.status).toBe(200)
    expect(user.headers.get("x-oauth-scopes")).toBe("repo")
    expect(await user.json()).toMatchObject({
      login: "nova-editor",
      name: "Nova Editor",
    })

    const repo = await api(token, "")
    expect(await repo.json()).toMatchObject({
      full_name: REPO,
      owner: { login: "nova-reyes" },
      default_branch: "main",
      permissions: { push: true },
    })
  })

  it("lists data/shows through a tree, with Git's blob shas, and reads a blob", async () => {
    const token = await signIn()
    const listing = await api(token, "/git/trees/main:data/shows")
    expect(listing.status).toBe(200)
    const { tree } = (await listing.json()) as {
      tree: { path: string; type: string; sha: string; size: number }[]
    }
    const onDisk = readFileSync(path.join(DATA, "shows/los-angeles.json"))
    expect(tree.map(entry => entry.path)).toEqual([
      "los-angeles.json",
      "mexico-city.json",
      "san-diego.json",
    ])
    const losAngeles = tree.find(entry => entry.path === "los-angeles.json")
    expect(losAngeles).toMatchObject({
      type: "blob",
      sha: gitBlobSha(onDisk),
      size: onDisk.length,
    })

    // Decap's getFileSha encodes the folder; recursive=1 lists the whole subtree.
    const encoded = await api(token, "/git/trees/main:data%2Fshows")
    expect((await encoded.json()).tree).toEqual(tree)
    const images = await api(token, "/git/trees/main:data/images?recursive=1")
    const paths = ((await images.json()).tree as { path: string }[]).map(
      entry => entry.path,
    )
    expect(paths).toContain("artist/nova-reyes.jpg")

    const blob = await api(token, `/git/blobs/${losAngeles?.sha}`)
    const { content, encoding } = (await blob.json()) as {
      content: string
      encoding: string
    }
    expect(encoding).toBe("base64")
    expect(Buffer.from(content, "base64").equals(onDisk)).toBe(true)
    const raw = await api(token, `/git/blobs/${losAngeles?.sha}`, {
      headers: { Accept: "application/vnd.github.v3.raw" },
    })
    expect(Buffer.from(await raw.arrayBuffer()).equals(onDisk)).toBe(true)

    const missing = await api(token, "/git/trees/main:data/nothing-here")
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: "Not Found" })

    const history = await api(
      token,
      "/commits?path=data/shows/los-angeles.json&sha=main",
    )
    const [first] = (await history.json()) as {
      commit: { author: { name: string; date: string } }
    }[]
    expect(first?.commit.author).toMatchObject({
      name: "Nova Editor",
      date: "2026-01-01T00:00:00Z",
    })
  })

  it("saves through blobs, a tree, a commit and a ref update, as Decap's simple workflow does", async () => {
    const token = await signIn()
    const post = (apiPath: string, body: unknown, method = "POST") =>
      api(token, apiPath, { method, body: JSON.stringify(body) })
    const filePath = "data/shows/los-angeles.json"
    const edited = standIn
      .fileAt(filePath)
      ?.replace("The Fonda Theatre", "The Wiltern")
    expect(edited).toContain("The Wiltern")

    const branch = await (await api(token, "/branches/main")).json()
    const base = branch.commit.sha as string
    expect(base).toBe(standIn.headSha())

    const blob = await post("/git/blobs", {
      content: Buffer.from(edited ?? "").toString("base64"),
      encoding: "base64",
    })
    expect(blob.status).toBe(201)
    const { sha: blobSha } = await blob.json()
    expect(blobSha).toBe(gitBlobSha(Buffer.from(edited ?? "")))

    // Decap passes the branch's commit sha as base_tree.
    const tree = await post("/git/trees", {
      base_tree: base,
      tree: [{ path: filePath, mode: "100644", type: "blob", sha: blobSha }],
    })
    expect(tree.status).toBe(201)
    const { sha: treeSha } = await tree.json()

    const commit = await post("/git/commits", {
      message: "Update Shows “los-angeles”",
      tree: treeSha,
      parents: [base],
    })
    expect(commit.status).toBe(201)
    const { sha: commitSha } = await commit.json()

    // Nothing is published until the branch moves.
    expect(standIn.fileAt(filePath)).not.toContain("The Wiltern")
    const moved = await post(
      "/git/refs/heads/main",
      { sha: commitSha, force: false },
      "PATCH",
    )
    expect(moved.status).toBe(200)
    expect((await moved.json()).object.sha).toBe(commitSha)

    expect(standIn.headSha()).toBe(commitSha)
    expect(standIn.fileAt(filePath)).toBe(edited)
    expect(standIn.commits).toEqual([
      expect.objectContaining({
        sha: commitSha,
        message: "Update Shows “los-angeles”",
        parents: [base],
        paths: [filePath],
      }),
    ])

    const listing = await (
      await api(token, "/git/trees/main:data/shows")
    ).json()
    expect(
      (listing.tree as { path: string; sha: string }[]).find(
        entry => entry.path === "los-angeles.json",
      )?.sha,
    ).toBe(blobSha)
    const history = await (
      await api(token, `/commits?path=${filePath}&sha=main`)
    ).json()
    expect(history.map((entry: { sha: string }) => entry.sha)).toEqual([
      commitSha,
      base,
    ])

    // Moving the branch back is not a fast-forward.
    const backwards = await post(
      "/git/refs/heads/main",
      { sha: base, force: false },
      "PATCH",
    )
    expect(backwards.status).toBe(422)
    expect(await backwards.json()).toMatchObject({
      message: "Update is not a fast forward",
    })
  })

  it("answers an endpoint it lacks with 404 and records it", async () => {
    const token = await signIn()
    const pulls = await api(token, "/pulls?state=open")
    expect(pulls.status).toBe(404)
    expect(standIn.unhandledRequests()).toEqual([
      {
        method: "GET",
        host: "api",
        path: `/repos/${REPO}/pulls?state=open`,
        status: 404,
        endpoint: null,
      },
    ])
    expect(standIn.requests.map(request => request.endpoint)).toEqual([
      "OAuth authorize page",
      "OAuth code exchange",
      null,
    ])
  })
})
