// Cloudflare Pages Function: the visual editor's sign-in relay at /oauth/* (public/_routes.json
// sends only those paths here). Settings are the project's environment variables.
import { createRelay, type RelayEnv } from "../../deploy/oauth-relay/relay"

const relay = createRelay()

export const onRequest = (context: { request: Request; env: RelayEnv }) =>
  relay.fetch(context.request, context.env)
