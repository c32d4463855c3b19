// `npm run oauth-relay`: the sign-in relay on Node, behind nginx's `location /oauth/`.
import { serve } from "@hono/node-server"

import { createRelay, relaySettings, type RelayEnv } from "./relay"

function fail(message: string): never {
  console.error(`oauth-relay: ${message}`)
  process.exit(1)
}

const env = process.env as RelayEnv & { PORT?: string; HOST?: string }
if (!env.SITE_URL) {
  fail(
    "SITE_URL is missing: set it to the site's address, such as https://example.com",
  )
}
if (!URL.canParse(env.SITE_URL)) {
  fail(`SITE_URL is not an address: "${env.SITE_URL}"`)
}
const siteUrl = new URL(env.SITE_URL)
const read = relaySettings(env, env.SITE_URL)
if ("problem" in read) fail(read.problem)

const port = Number(env.PORT ?? 8787)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  fail(`PORT is not a port number: "${env.PORT}"`)
}
// Only nginx on the same machine reaches it; HOST widens that on purpose only.
const hostname = env.HOST ?? "127.0.0.1"

const relay = createRelay()
const server = serve(
  { fetch: request => relay.fetch(request, env), port, hostname },
  info => {
    process.stdout.write(
      `oauth-relay: signing editors in to ${siteUrl.origin}/admin/ with GitHub (scope ${read.settings.scope}), on http://${hostname}:${info.port}/oauth/\n`,
    )
  },
)
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
