// Netlify Function: the visual editor's sign-in relay at /oauth/*. Settings are the site's
// environment variables (with the Functions scope).
import { createRelay, type RelayEnv } from "../../deploy/oauth-relay/relay"

const relay = createRelay()

export default (request: Request) =>
  relay.fetch(request, process.env as RelayEnv)

export const config = { path: "/oauth/*" }
