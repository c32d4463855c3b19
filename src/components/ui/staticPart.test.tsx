import * as React from "react"
import { act } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

import { QUOTE_SERVER_HTML } from "../../test/fixtures"
import { staticPart } from "./staticPart"

type QuoteProps = { text: string }
const Quote = ({ text }: QuoteProps) => <blockquote>{text}</blockquote>

/** A part whose code "loads" when asked, and counts how often it was asked. */
const partOfQuote = () => {
  const load = jest.fn(() => Promise.resolve({ default: Quote }))
  return { load, Part: staticPart<QuoteProps>(load) }
}

// Testing Library's render would set this; these tests drive React's roots themselves.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

describe("staticPart", () => {
  it("keeps the server's HTML while the page hydrates, and never loads its code", async () => {
    const { load, Part } = partOfQuote()
    const container = document.createElement("div")
    container.innerHTML = QUOTE_SERVER_HTML
    const quote = container.querySelector("blockquote")
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <Part text="Latin pop lives for me" />
        </main>,
      )
    })
    expect(load).not.toHaveBeenCalled()
    expect(container.querySelector("blockquote")).toBe(quote)
    expect(quote).toHaveTextContent("Latin pop lives for me")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("loads its code and draws itself when the browser renders the page (client-side navigation)", async () => {
    const { load, Part } = partOfQuote()
    const container = document.createElement("div")
    const root = createRoot(container)
    await act(async () => {
      root.render(<Part text="Dime que sí" />)
    })
    expect(load).toHaveBeenCalledTimes(1)
    expect(container.querySelector("blockquote")).toHaveTextContent(
      "Dime que sí",
    )
    act(() => root.unmount())
  })
})
