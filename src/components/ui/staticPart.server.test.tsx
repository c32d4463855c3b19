/**
 * @jest-environment node
 */
import * as React from "react"
import { PassThrough } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"

import { staticPart } from "./staticPart"
import { QUOTE_SERVER_HTML } from "../../test/fixtures"

const Quote = ({ text }: { text: string }) => <blockquote>{text}</blockquote>

/** What Gatsby's build does: a stream, piped once everything, lazy parts too, is ready. */
const serverHtml = (element: React.ReactElement) =>
  new Promise<string>((resolve, reject) => {
    let html = ""
    const sink = new PassThrough()
    sink.on("data", chunk => (html += String(chunk)))
    sink.on("end", () => resolve(html))
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    })
  })

it("staticPart is written whole by the server", async () => {
  const Part = staticPart(() => Promise.resolve({ default: Quote }))
  expect(
    await serverHtml(
      <main>
        <Part text="Latin pop lives for me" />
      </main>,
    ),
  ).toBe(QUOTE_SERVER_HTML)
})
