/**
 * @jest-environment node
 */
import * as React from "react"
import { renderToString } from "react-dom/server"
import type { HeadProps } from "gatsby"

import { deferredHead } from "./deferredHead"

const TourHead = () => <title>Tour | Nova Reyes</title>
const props = { location: { pathname: "/tour/" } } as unknown as HeadProps<
  object,
  object
>

it("deferredHead renders the page's head on the server, synchronously, once its module is in", async () => {
  const Head = deferredHead<object, object>(() =>
    Promise.resolve({ default: TourHead }),
  )
  await Promise.resolve()
  expect(renderToString(<Head {...props} />)).toBe(
    "<title>Tour | Nova Reyes</title>",
  )
})

it("says so if the server renders a head whose module is not in yet", () => {
  const Head = deferredHead<object, object>(() => new Promise(() => {}))
  expect(() => renderToString(<Head {...props} />)).toThrow(
    "a page's Head was rendered before its module loaded",
  )
})
