// The visual editor's GitHub sign-in relay under /oauth/: /oauth/callback hands the token to Decap's
// page by its window protocol. Runs on Cloudflare Pages, Netlify and Node (node.ts).
import {
  ArcticFetchError,
  OAuth2Client,
  OAuth2RequestError,
  generateState,
} from "arctic"
import { Hono, type Context } from "hono"
import { deleteCookie, setCookie } from "hono/cookie"

import { xmlText } from "../../src/lib/format/xmlText"
import { MESSAGES } from "./messages"

export type RelayEnv = {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  SITE_URL?: string
  GITHUB_REPO_VISIBILITY?: string
  GITHUB_URL?: string
}

type Settings = {
  clientId: string
  clientSecret: string
  siteOrigin: string
  scope: string
  gitHubUrl: string
}

const PROVIDER = "github"
const SCOPES: Record<string, string> = {
  private: "repo",
  public: "public_repo",
}
const STATE_COOKIE = "decap-oauth-state"
/** Sent as `__Secure-decap-oauth-state`, to /oauth/ only. */
const STATE_COOKIE_OPTIONS = {
  prefix: "secure",
  path: "/oauth/",
  secure: true,
} as const
const STATE_LIFETIME_SECONDS = 600

export const callbackUrl = (siteOrigin: string) =>
  `${siteOrigin}/oauth/callback`

export const relaySettings = (
  env: RelayEnv,
  requestUrl: string,
): { settings: Settings } | { problem: string } => {
  const clientId = env.GITHUB_CLIENT_ID?.trim()
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim()
  const notSetUp = (what: string) => ({ problem: MESSAGES.notSetUp(what) })
  if (!clientId) return notSetUp("GITHUB_CLIENT_ID")
  if (!clientSecret) return notSetUp("GITHUB_CLIENT_SECRET")
  const visibility = env.GITHUB_REPO_VISIBILITY?.trim() || "private"
  const scope = SCOPES[visibility]
  if (!scope) {
    return notSetUp(
      `GITHUB_REPO_VISIBILITY as “private” or “public” (it is “${visibility}”)`,
    )
  }
  return {
    settings: {
      clientId,
      clientSecret,
      scope,
      siteOrigin: new URL(env.SITE_URL?.trim() || requestUrl).origin,
      gitHubUrl: (env.GITHUB_URL?.trim() || "https://github.com").replace(
        /\/+$/,
        "",
      ),
    },
  }
}

/** The same text on every answer, so the policy names it by hash. */
const WINDOW_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById("sign-in-result").textContent);
  var status = document.getElementById("status");
  var opener = window.opener;
  if (!opener) {
    status.textContent = data.noOpener;
    return;
  }
  window.addEventListener("message", function (event) {
    if (event.origin !== data.origin || event.data !== data.handshake) return;
    opener.postMessage(data.result, data.origin);
    if (data.done) status.textContent = data.done;
  });
  opener.postMessage(data.handshake, data.origin);
})();`

const WINDOW_STYLE =
  "body{font:1rem/1.5 system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem}"

const base64 = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))

const hashSource = async (text: string) =>
  `'sha256-${base64(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))}'`

let relayHeaders: Promise<Record<string, string>> | undefined
/** No referrer: the callback's address holds the code. */
const headersOfEveryAnswer = () =>
  (relayHeaders ??= Promise.all([
    hashSource(WINDOW_SCRIPT),
    hashSource(WINDOW_STYLE),
  ]).then(([script, style]) => ({
    "Cache-Control": "no-store",
    "Content-Security-Policy": `default-src 'none'; script-src ${script}; style-src ${style}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
  })))

/** JSON inside a `<script>` element: no `<` can close it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll("<", "\\u003c")

type WindowText = { title: string; text: string; data?: Record<string, string> }

export const windowPage = (page: WindowText) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${xmlText(page.title)}</title>
<style>${WINDOW_STYLE}</style>
</head>
<body>
<main>
<h1>${xmlText(page.title)}</h1>
<p id="status" role="status">${xmlText(page.text)}</p>
</main>
${page.data ? `<script type="application/json" id="sign-in-result">${scriptJson(page.data)}</script>\n<script>${WINDOW_SCRIPT}</script>\n` : ""}</body>
</html>
`

export const protocolData = (
  siteOrigin: string,
  result: string,
  done?: string,
) => ({
  origin: siteOrigin,
  handshake: `authorizing:${PROVIDER}`,
  result,
  noOpener: MESSAGES.noOpener,
  ...(done ? { done } : {}),
})

type RelayContext = Context<{ Bindings: RelayEnv }>

const failure = (c: RelayContext, message: string, siteOrigin?: string) =>
  c.html(
    windowPage({
      title: "Sign-in stopped",
      text: message,
      data: siteOrigin
        ? protocolData(
            siteOrigin,
            `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`,
          )
        : undefined,
    }),
    400,
  )

const gitHubErrorMessage = (
  code: string,
  description: unknown,
  siteOrigin: string,
) => {
  switch (code) {
    case "access_denied":
      return MESSAGES.refused
    case "bad_verification_code":
      return MESSAGES.codeRejected
    case "incorrect_client_credentials":
      return MESSAGES.badCredentials
    case "redirect_uri_mismatch":
      return MESSAGES.callbackMismatch(callbackUrl(siteOrigin))
    default:
      return MESSAGES.gitHubError(
        (typeof description === "string" && description) || code,
      )
  }
}

const oauthClient = ({ clientId, clientSecret, siteOrigin }: Settings) =>
  new OAuth2Client(clientId, clientSecret, callbackUrl(siteOrigin))

/** GitHub answers a refused exchange with 200 and an `error` field, not with 400. */
const exchangeCode = async (settings: Settings, code: string) => {
  const refused = (error: string, description: unknown) => ({
    error: gitHubErrorMessage(error, description, settings.siteOrigin),
  })
  try {
    const tokens = await oauthClient(settings).validateAuthorizationCode(
      `${settings.gitHubUrl}/login/oauth/access_token`,
      code,
      null,
    )
    const data = tokens.data as { error?: unknown; error_description?: unknown }
    if (typeof data.error === "string")
      return refused(data.error, data.error_description)
    return { token: tokens.accessToken() }
  } catch (error) {
    if (error instanceof OAuth2RequestError)
      return refused(error.code, error.description)
    if (error instanceof ArcticFetchError)
      return { error: MESSAGES.unreachable }
    return { error: MESSAGES.gitHubError("an answer the relay could not read") }
  }
}

export const createRelay = () => {
  const app = new Hono<{ Bindings: RelayEnv }>().basePath("/oauth")

  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(await headersOfEveryAnswer())) {
      c.res.headers.set(name, value)
    }
  })

  app.get("/auth", c => {
    const read = relaySettings(c.env ?? {}, c.req.url)
    if ("problem" in read) return failure(c, read.problem)
    const { settings } = read
    const provider = c.req.query("provider")
    if (provider && provider !== PROVIDER) {
      return failure(c, MESSAGES.wrongProvider(provider), settings.siteOrigin)
    }
    const state = generateState()
    setCookie(c, STATE_COOKIE, state, {
      ...STATE_COOKIE_OPTIONS,
      httpOnly: true,
      sameSite: "Lax",
      maxAge: STATE_LIFETIME_SECONDS,
    })
    const authorize = oauthClient(settings).createAuthorizationURL(
      `${settings.gitHubUrl}/login/oauth/authorize`,
      state,
      [settings.scope],
    )
    return c.redirect(authorize.toString(), 302)
  })

  app.get("/callback", async c => {
    const read = relaySettings(c.env ?? {}, c.req.url)
    if ("problem" in read) return failure(c, read.problem)
    const { settings } = read
    const fail = (message: string) => failure(c, message, settings.siteOrigin)
    // Hono's deleteCookie answers the value it deletes.
    const expected = deleteCookie(c, STATE_COOKIE, STATE_COOKIE_OPTIONS)
    const state = c.req.query("state")
    if (!expected || !state || state !== expected)
      return fail(MESSAGES.stateMismatch)
    const refusal = c.req.query("error")
    if (refusal) {
      const description = c.req.query("error_description")
      return fail(gitHubErrorMessage(refusal, description, settings.siteOrigin))
    }
    const code = c.req.query("code")
    if (!code) return fail(MESSAGES.noCode)
    const exchanged = await exchangeCode(settings, code)
    if ("error" in exchanged) return fail(exchanged.error)
    const result = `authorization:${PROVIDER}:success:${JSON.stringify({
      token: exchanged.token,
      provider: PROVIDER,
    })}`
    return c.html(
      windowPage({
        title: "Signing in",
        text: MESSAGES.signingIn,
        data: protocolData(settings.siteOrigin, result, MESSAGES.signedIn),
      }),
    )
  })

  app.notFound(c =>
    c.html(windowPage({ title: "Not found", text: MESSAGES.notFound }), 404),
  )

  return app
}
