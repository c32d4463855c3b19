import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import type { HeadProps } from "gatsby"

import type * as DeferredHeadModule from "./deferredHead"

// These tests drive React's roots themselves, as Gatsby's head handler does.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

type Props = HeadProps<object, object>
const propsAt = (pathname: string) =>
  ({ location: { pathname } }) as unknown as Props

const AboutHead = () => (
  <>
    <title>About | Nova Reyes</title>
    <meta name="description" content="Born between two cities" />
  </>
)

/** deferredHead as the production bundle has it, with the server's head in the document. */
const inProductionBundle = () => {
  document.head.innerHTML =
    '<title data-gatsby-head="true">About | Nova Reyes</title><meta name="description" content="Born between two cities" data-gatsby-head="true"><style>body{margin:0}</style>'
  document.documentElement.lang = "en"
  window.history.replaceState(null, "", "/about/")
  process.env.BUILD_STAGE = "build-javascript"
  let module: typeof DeferredHeadModule | undefined
  jest.isolateModules(() => {
    module = jest.requireActual<typeof DeferredHeadModule>("./deferredHead")
  })
  delete process.env.BUILD_STAGE
  if (!module) throw new Error("deferredHead did not load")
  return module.deferredHead
}

const render = async (element: React.ReactElement) => {
  // Gatsby's head handler renders <html> (its attributes) into a div too, and silences
  // React's warning about it the same way in development.
  const errors = jest.spyOn(console, "error").mockImplementation((...args) => {
    if (!String(args[0]).includes("validateDOMNesting"))
      throw new Error(String(args[0]))
  })
  const container = document.createElement("div")
  const root = createRoot(container)
  await act(async () => root.render(element))
  errors.mockRestore()
  return { container, unmount: () => act(() => root.unmount()) }
}

describe("deferredHead in the browser", () => {
  it("renders the server's head again for the first page, without loading its code", async () => {
    const deferredHead = inProductionBundle()
    const load = jest.fn(() => Promise.resolve({ default: AboutHead }))
    const Head = deferredHead<object, object>(load)
    const { container, unmount } = await render(
      <Head {...propsAt("/about/")} />,
    )
    expect(load).not.toHaveBeenCalled()
    const server = [...document.head.querySelectorAll("[data-gatsby-head]")]
    const rendered = [...container.children].filter(
      node => node.tagName !== "HTML",
    )
    expect(rendered).toHaveLength(server.length)
    rendered.forEach((node, index) => {
      node.setAttribute("data-gatsby-head", "true")
      expect(node.isEqualNode(server[index] ?? null)).toBe(true)
    })
    unmount()
  })

  it("loads and renders the page's own head on another page (a client-side navigation)", async () => {
    const deferredHead = inProductionBundle()
    const load = jest.fn(() => Promise.resolve({ default: AboutHead }))
    const Head = deferredHead<object, object>(load)
    const { container, unmount } = await render(<Head {...propsAt("/tour/")} />)
    expect(load).toHaveBeenCalled()
    expect(container.querySelector("title")).toHaveTextContent(
      "About | Nova Reyes",
    )
    unmount()
  })
})
