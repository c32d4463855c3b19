/** @jest-environment node */
import { onRequest } from "../../functions/oauth/[[path]]"
import netlifyFunction, { config } from "../../netlify/functions/oauth"

const SETTINGS = {
  GITHUB_CLIENT_ID: "Iv1.hosts",
  GITHUB_CLIENT_SECRET: "hosts-secret",
  SITE_URL: "https://novareyes.example",
}

const expectSignInStarts = (response: Response) => {
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get("Location") ?? "")
  expect(location.origin).toBe("https://github.com")
  expect(location.searchParams.get("client_id")).toBe("Iv1.hosts")
  expect(location.searchParams.get("redirect_uri")).toBe(
    "https://novareyes.example/oauth/callback",
  )
  expect(response.headers.get("Cache-Control")).toBe("no-store")
}

test("the Cloudflare Pages Function serves the relay with the project's variables", async () => {
  expectSignInStarts(
    await onRequest({
      request: new Request(
        "https://novareyes.example/oauth/auth?provider=github",
      ),
      env: SETTINGS,
    }),
  )
})

test("the Netlify Function serves the relay at /oauth/* with the site's variables", async () => {
  expect(config.path).toBe("/oauth/*")
  const saved = { ...process.env }
  Object.assign(process.env, SETTINGS)
  try {
    expectSignInStarts(
      await netlifyFunction(
        new Request("https://novareyes.example/oauth/auth?provider=github"),
      ),
    )
  } finally {
    process.env = saved
  }
})
