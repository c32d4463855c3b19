/** @jest-environment node */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

import { xmlText } from "../../src/lib/format/xmlText"
import { MESSAGES } from "./messages"
import { createRelay, type RelayEnv } from "./relay"

const SITE = "https://novareyes.example"
const CLIENT_ID = "Iv1.relaytest"
const CLIENT_SECRET = "relay-test-secret-4f1c9e"
const GOOD_CODE = "good-code"
const TOKEN = "gho_relaytesttoken"

/** GitHub's token endpoint, as it answers: a refused exchange is a 200 with `error`. */
let gitHub: Server
let gitHubUrl = ""
const exchanges: Array<{ authorization?: string; body: URLSearchParams }> = []
beforeAll(async () => {
  gitHub = createServer((request, response) => {
    let body = ""
    request.on("data", chunk => (body += chunk))
    request.on("end", () => {
      const form = new URLSearchParams(body)
      exchanges.push({
        authorization: request.headers.authorization,
        body: form,
      })
      const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`
      response.setHeader("Content-Type", "application/json")
      if (request.url !== "/login/oauth/access_token") {
        response.statusCode = 404
        response.end("{}")
      } else if (request.headers.authorization !== expected) {
        response.end(JSON.stringify({ error: "incorrect_client_credentials" }))
      } else if (form.get("code") !== GOOD_CODE) {
        response.end(
          JSON.stringify({
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          }),
        )
      } else {
        response.end(
          JSON.stringify({
            access_token: TOKEN,
            token_type: "bearer",
            scope: "repo",
          }),
        )
      }
    })
  })
  await new Promise<void>(resolve => gitHub.listen(0, "127.0.0.1", resolve))
  gitHubUrl = `http://127.0.0.1:${(gitHub.address() as AddressInfo).port}`
})
afterAll(() => new Promise(resolve => gitHub.close(resolve)))

const env = (changes: Partial<RelayEnv> = {}): RelayEnv => ({
  GITHUB_CLIENT_ID: CLIENT_ID,
  GITHUB_CLIENT_SECRET: CLIENT_SECRET,
  SITE_URL: SITE,
  GITHUB_URL: gitHubUrl,
  ...changes,
})

/** Every answer the tests saw, to check that none carries the secret. */
const answers: string[] = []
const ask = async (
  path: string,
  { cookie, settings = env() }: { cookie?: string; settings?: RelayEnv } = {},
) => {
  const response = await createRelay().fetch(
    new Request(`http://127.0.0.1:8787${path}`, {
      headers: cookie ? { Cookie: cookie } : {},
    }),
    settings,
  )
  const body = await response.text()
  answers.push(body, JSON.stringify([...response.headers]))
  return { response, body }
}

/** Starts a sign-in: the state GitHub is sent, and the cookie that holds it. */
const startSignIn = async (settings = env()) => {
  const { response } = await ask(
    "/oauth/auth?provider=github&site_id=x&scope=repo",
    {
      settings,
    },
  )
  const location = new URL(response.headers.get("Location") ?? "")
  const setCookie = response.headers.get("Set-Cookie") ?? ""
  return {
    response,
    location,
    setCookie,
    state: location.searchParams.get("state") ?? "",
    cookie: setCookie.split(";")[0] ?? "",
  }
}

const resultOf = (body: string) => {
  const json =
    /<script type="application\/json" id="sign-in-result">(.*?)<\/script>/s.exec(
      body,
    )?.[1]
  return json ? (JSON.parse(json) as Record<string, string>) : undefined
}

describe("the sign-in relay", () => {
  test("/oauth/auth sends the editor to GitHub with a state bound to a short-lived cookie", async () => {
    const { response, location, setCookie, state } = await startSignIn()
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe(
      `${gitHubUrl}/login/oauth/authorize`,
    )
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID)
    expect(location.searchParams.get("redirect_uri")).toBe(
      `${SITE}/oauth/callback`,
    )
    expect(location.searchParams.get("scope")).toBe("repo")
    expect(state).toMatch(/^[\w-]{40,}$/)
    expect(setCookie).toContain(`__Secure-decap-oauth-state=${state}`)
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; Secure/)
    expect(setCookie).toMatch(/; SameSite=Lax/)
    expect(setCookie).toMatch(/; Path=\/oauth\//)
    expect(setCookie).toMatch(/; Max-Age=600/)
  })

  test("each sign-in gets a state of its own", async () => {
    const first = await startSignIn()
    const second = await startSignIn()
    expect(first.state).not.toBe(second.state)
  })

  test("the scope follows the repository's visibility, not the query", async () => {
    const open = await startSignIn(env({ GITHUB_REPO_VISIBILITY: "public" }))
    expect(open.location.searchParams.get("scope")).toBe("public_repo")
    const { body, response } = await ask("/oauth/auth", {
      settings: env({ GITHUB_REPO_VISIBILITY: "secret" }),
    })
    expect(response.status).toBe(400)
    expect(body).toContain("GITHUB_REPO_VISIBILITY")
  })

  test("a good code ends in the token, for the site's origin only", async () => {
    const { state, cookie } = await startSignIn()
    const { response, body } = await ask(
      `/oauth/callback?code=${GOOD_CODE}&state=${state}`,
      { cookie },
    )
    expect(response.status).toBe(200)
    expect(resultOf(body)).toEqual({
      origin: SITE,
      handshake: "authorizing:github",
      result: `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
      noOpener: MESSAGES.noOpener,
      done: MESSAGES.signedIn,
    })
    expect(body).not.toMatch(/postMessage\([^)]*["']\*["']/)
    // The state is used once: the cookie is cleared.
    expect(response.headers.get("Set-Cookie")).toMatch(
      /__Secure-decap-oauth-state=;.*Max-Age=0/,
    )
    const last = exchanges.at(-1)
    expect(last?.body.get("code")).toBe(GOOD_CODE)
    expect(last?.body.get("redirect_uri")).toBe(`${SITE}/oauth/callback`)
  })

  test.each([
    ["no state cookie", (state: string) => `state=${state}`, false],
    ["a state that is not the cookie's", () => "state=forged", true],
    ["no state at all", () => "", true],
  ])(
    "%s is refused with a clear page and no token",
    async (_, query, withCookie) => {
      const { state, cookie } = await startSignIn()
      const { response, body } = await ask(
        `/oauth/callback?code=${GOOD_CODE}&${query(state)}`,
        withCookie ? { cookie } : {},
      )
      expect(response.status).toBe(400)
      expect(body).toContain(xmlText(MESSAGES.stateMismatch))
      expect(body).not.toContain(TOKEN)
      expect(resultOf(body)?.result).toBe(
        `authorization:github:error:${JSON.stringify({ message: MESSAGES.stateMismatch })}`,
      )
    },
  )

  test("refused consent ends in a page that says so", async () => {
    const { state, cookie } = await startSignIn()
    const { response, body } = await ask(
      `/oauth/callback?error=access_denied&error_description=The+user+has+denied&state=${state}`,
      { cookie },
    )
    expect(response.status).toBe(400)
    expect(body).toContain(xmlText(MESSAGES.refused))
    expect(body).not.toContain(TOKEN)
  })

  test("an error from GitHub's token exchange ends in a page an editor can act on", async () => {
    const { state, cookie } = await startSignIn()
    const { response, body } = await ask(
      `/oauth/callback?code=stale&state=${state}`,
      { cookie },
    )
    expect(response.status).toBe(400)
    expect(body).toContain(xmlText(MESSAGES.codeRejected))
    expect(body).not.toContain(TOKEN)

    const wrong = await startSignIn(
      env({ GITHUB_CLIENT_SECRET: "not-the-secret" }),
    )
    const refused = await ask(
      `/oauth/callback?code=${GOOD_CODE}&state=${wrong.state}`,
      {
        cookie: wrong.cookie,
        settings: env({ GITHUB_CLIENT_SECRET: "not-the-secret" }),
      },
    )
    expect(refused.body).toContain(xmlText(MESSAGES.badCredentials))
  })

  test("GitHub out of reach ends in a page that says so", async () => {
    const settings = env({ GITHUB_URL: "http://127.0.0.1:9" })
    const { state, cookie } = await startSignIn(settings)
    const { body } = await ask(
      `/oauth/callback?code=${GOOD_CODE}&state=${state}`,
      {
        cookie,
        settings,
      },
    )
    expect(body).toContain(xmlText(MESSAGES.unreachable))
  })

  test("a relay without its settings says which one is missing", async () => {
    const { response, body } = await ask("/oauth/auth", {
      settings: env({ GITHUB_CLIENT_SECRET: "" }),
    })
    expect(response.status).toBe(400)
    expect(body).toContain(xmlText(MESSAGES.notSetUp("GITHUB_CLIENT_SECRET")))
  })

  test("another provider is refused", async () => {
    const { body } = await ask("/oauth/auth?provider=gitlab")
    expect(body).toContain(xmlText(MESSAGES.wrongProvider("gitlab")))
  })

  test("without SITE_URL, the token goes to the origin the request came to", async () => {
    const settings = env({ SITE_URL: "" })
    const { location } = await startSignIn(settings)
    expect(location.searchParams.get("redirect_uri")).toBe(
      "http://127.0.0.1:8787/oauth/callback",
    )
  })

  test("every answer is no-store, and none holds the client secret", async () => {
    for (const path of ["/oauth/auth", "/oauth/callback", "/oauth/elsewhere"]) {
      const { response } = await ask(path)
      expect(response.headers.get("Cache-Control")).toBe("no-store")
      expect(response.headers.get("Content-Security-Policy")).toMatch(
        /^default-src 'none'; script-src 'sha256-[\w+/=]+'/,
      )
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer")
      expect(response.headers.get("Cross-Origin-Opener-Policy")).toBeNull()
    }
    expect(answers.length).toBeGreaterThan(20)
    for (const answer of answers) expect(answer).not.toContain(CLIENT_SECRET)
  })
})
