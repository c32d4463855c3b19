import * as React from "react"
import { renderToString } from "react-dom/server"
import type * as StyledComponents from "styled-components"
import styled, {
  createGlobalStyle,
  ServerStyleSheet,
  version,
} from "styled-components"

import { splitServerStyles, SPLITTER } from "./serverStyles"

const Base = styled.p`
  color: rebeccapurple;
`
const Extended = styled(Base)`
  margin: 0;

  @media (min-width: 40rem) {
    margin: 1rem;
  }
`
const Global = createGlobalStyle`
  body { margin: 0; }
`

/** The text styled-components' server sheet writes for a page of these components. */
const serverSheetText = () => {
  const sheet = new ServerStyleSheet()
  try {
    renderToString(
      sheet.collectStyles(
        <>
          <Global />
          <Base>one</Base>
          <Extended>two</Extended>
        </>,
      ),
    )
    return sheet.instance.toString()
  } finally {
    sheet.seal()
  }
}

const MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g

describe("splitServerStyles", () => {
  const css = serverSheetText()
  const { rules, markers } = splitServerStyles(css)

  it("keeps every rule, in the sheet's order, and no marker", () => {
    expect(rules).not.toContain("data-styled.g")
    const parts = css
      .split(SPLITTER)
      .filter(part => part !== "" && !part.startsWith("data-styled.g"))
    expect(parts.length).toBeGreaterThanOrEqual(4)
    expect(rules).toBe(parts.join(""))
    expect(rules).toContain("@media (min-width: 40rem)")
  })

  it("keeps every group's marker, each ended by the splitter, and no rule", () => {
    const expected = [...css.matchAll(MARKER)].map(match => match[0])
    expect(expected).toHaveLength(3)
    expect(markers).toBe(expected.map(marker => marker + SPLITTER).join(""))
  })

  it("gives an empty text for a sheet without markers", () => {
    expect(splitServerStyles("p{color:red;}" + SPLITTER)).toEqual({
      rules: "p{color:red;}",
      markers: "",
    })
  })

  describe("in the browser, as styled-components starts", () => {
    afterEach(() => {
      document.head.innerHTML = ""
    })

    it("learns every class name from the markers and leaves the rules where they are", () => {
      document.head.innerHTML =
        `<style data-styled="active" data-styled-version="${version}">${rules}</style>` +
        `<style data-styled="" data-styled-version="${version}">${markers}</style>`
      const serverRules = document.head.querySelector("style")

      // A fresh copy reads the page's sheets back as it loads, as it does in a browser.
      let runtime: typeof StyledComponents | undefined
      jest.isolateModules(() => {
        runtime =
          jest.requireActual<typeof StyledComponents>("styled-components")
      })
      const sheet = runtime?.__PRIVATE__.mainSheet

      for (const [, id, names] of css.matchAll(MARKER)) {
        for (const name of (names ?? "").split(",").filter(Boolean))
          expect(sheet?.hasNameForId(id ?? "", name)).toBe(true)
      }
      const styles = [...document.head.querySelectorAll("style")]
      expect(styles[0]).toBe(serverRules)
      expect(styles[0]?.textContent).toBe(rules)
      // The markers' sheet is gone; styled-components' own holds no rule.
      expect(styles).toHaveLength(2)
      expect(styles[1]?.getAttribute("data-styled")).toBe("active")
      expect(styles[1]?.sheet?.cssRules).toHaveLength(0)
    })
  })
})
