import { xmlText } from "./xmlText"

describe("xmlText", () => {
  it("escapes the five characters XML gives a meaning", () => {
    expect(xmlText(`Tom & Jerry's <"live"> show`)).toBe(
      "Tom &amp; Jerry&apos;s &lt;&quot;live&quot;&gt; show",
    )
  })

  it("escapes an ampersand that already looks like an entity, so it reads back as written", () => {
    expect(xmlText("&amp;")).toBe("&amp;amp;")
  })

  it("drops the control characters XML cannot hold and keeps tabs, line breaks and accents", () => {
    expect(xmlText("Luz\u0000 de\u001b Neón\t\n")).toBe("Luz de Neón\t\n")
  })
})
