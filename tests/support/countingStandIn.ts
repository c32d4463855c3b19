import { readFileSync } from "node:fs"
import { createServer, type Server } from "node:https"
import type { AddressInfo } from "node:net"

/** A hit as the service would read it: a page view or an event, whatever the service. */
export type Counted = {
  kind: "view" | "event"
  name: string
  /** The page's address as sent (GoatCounter: its path and query). */
  url: string
  /** Plausible's props or Umami's data; for GoatCounter, the values after the event's name. */
  props: Record<string, string>
  /** The service's own request, as received. */
  raw: { method: string; path: string; body: string }
}

const GIF = Buffer.from(
  "R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAI=",
  "base64",
)

type Json = Record<string, unknown>

const parse = (method: string, path: string, body: string): Counted | null => {
  const raw = { method, path, body }
  const url = new URL(path, "https://stand-in")
  if (url.pathname === "/api/event" && method === "POST") {
    const hit = JSON.parse(body) as Json
    const props = (hit.props ?? {}) as Record<string, string>
    const view = hit.name === "pageview"
    return {
      kind: view ? "view" : "event",
      name: String(hit.name),
      url: String(hit.url),
      props,
      raw,
    }
  }
  if (url.pathname === "/api/send" && method === "POST") {
    const { payload } = JSON.parse(body) as { payload: Json }
    const props = {
      language: String(payload.language),
      ...((payload.data ?? {}) as Record<string, string>),
    }
    return {
      kind: payload.name ? "event" : "view",
      name: String(payload.name ?? "pageview"),
      url: `https://${String(payload.hostname)}${String(payload.url)}`,
      props,
      raw,
    }
  }
  if (url.pathname === "/count") {
    const query = url.searchParams
    const [name = "", ...values] = (query.get("p") ?? "").split("/")
    return query.get("e") === "true"
      ? {
          kind: "event",
          name,
          url: query.get("t") ?? "",
          props: { values: values.join("/") },
          raw,
        }
      : {
          kind: "view",
          name: "pageview",
          url: `${query.get("p") ?? ""}${query.get("q") ?? ""}`,
          props: {},
          raw,
        }
  }
  return null
}

/**
 * Stands in for Plausible's /api/event, Umami's /api/send and GoatCounter's /count over HTTPS
 * with the tests' certificate, answering as each does (CORS, 202, 200, a GIF), and keeps what
 * it was sent.
 */
export const startCountingStandIn = async (tls: {
  certificate: string
  key: string
}) => {
  const counted: Counted[] = []
  const server: Server = createServer(
    { cert: readFileSync(tls.certificate), key: readFileSync(tls.key) },
    (request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
      request.on("end", () => {
        response.setHeader("Access-Control-Allow-Origin", "*")
        if (request.method === "OPTIONS") {
          response.setHeader("Access-Control-Allow-Headers", "*")
          response.setHeader("Access-Control-Allow-Methods", "GET, POST")
          response.writeHead(204).end()
          return
        }
        const hit = parse(request.method ?? "GET", request.url ?? "/", body)
        if (!hit) {
          response.writeHead(404).end()
          return
        }
        counted.push(hit)
        if (hit.raw.path.startsWith("/count"))
          response.writeHead(200, { "Content-Type": "image/gif" }).end(GIF)
        else response.writeHead(202, { "Content-Type": "text/plain" }).end("ok")
      })
    },
  )
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    port: (server.address() as AddressInfo).port,
    counted,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}
