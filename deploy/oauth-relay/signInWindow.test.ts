import { MESSAGES } from "./messages"
import { protocolData, windowPage } from "./relay"

const SITE = "https://novareyes.example"
const RESULT =
  'authorization:github:success:{"token":"gho_x","provider":"github"}'

/** Runs the sign-in window's page in this document, with `opener` as window.opener. */
const openWindow = (opener: { postMessage: jest.Mock } | null) => {
  const html = windowPage({
    title: "Signing in",
    text: MESSAGES.signingIn,
    data: protocolData(SITE, RESULT, MESSAGES.signedIn),
  })
  const page = new DOMParser().parseFromString(html, "text/html")
  document.body.innerHTML = page.body.innerHTML
  Object.defineProperty(window, "opener", { value: opener, configurable: true })
  const script = [...page.querySelectorAll("script")].find(
    element => !element.type,
  )
  new Function(script?.textContent ?? "")()
}

const message = (origin: string, data: string) =>
  window.dispatchEvent(new MessageEvent("message", { origin, data }))

describe("the sign-in window", () => {
  test("greets the site's origin only, and answers only its handshake", () => {
    const opener = { postMessage: jest.fn() }
    openWindow(opener)
    expect(opener.postMessage.mock.calls).toEqual([
      ["authorizing:github", SITE],
    ])

    message("https://elsewhere.example", "authorizing:github")
    message(SITE, "something else")
    expect(opener.postMessage).toHaveBeenCalledTimes(1)

    message(SITE, "authorizing:github")
    expect(opener.postMessage.mock.calls).toEqual([
      ["authorizing:github", SITE],
      [RESULT, SITE],
    ])
    expect(document.getElementById("status")?.textContent).toBe(
      MESSAGES.signedIn,
    )
  })

  test("without an opener, says how to start again", () => {
    openWindow(null)
    expect(document.getElementById("status")?.textContent).toBe(
      MESSAGES.noOpener,
    )
  })
})
