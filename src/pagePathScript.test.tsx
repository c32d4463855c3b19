/** @jest-environment node */
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { runInNewContext } from "node:vm"

import { PAGE_PATH_SCRIPT_ID, pagePathScript } from "./pagePathScript"

/** As Gatsby 5's static-entry.js writes it. */
const gatsbyScript = (pagePath: string) => (
  <script
    key="script-loader"
    id={PAGE_PATH_SCRIPT_ID}
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
    }}
  />
)

const textOf = (html: string) => /<script[^>]*>(.*)<\/script>/.exec(html)?.[1]

describe("Gatsby's page-path script", () => {
  it("is the same text on every page, the path in an attribute it reads", () => {
    const music = renderToStaticMarkup(
      pagePathScript(gatsbyScript("/music/"), "/music/"),
    )
    const notFound = renderToStaticMarkup(
      pagePathScript(gatsbyScript("/404.html"), "/404.html"),
    )
    expect(textOf(music)).toBe(textOf(notFound))
    expect(music).toContain('data-page-path="/music/"')
    const window: { pagePath?: string } = {}
    runInNewContext(textOf(music) ?? "", {
      window,
      document: {
        currentScript: { getAttribute: () => "/music/" },
      },
    })
    expect(window.pagePath).toBe("/music/")
  })

  it("leaves every other component as it is", () => {
    const other = <script key="other" id="other" />
    expect(pagePathScript(other, "/")).toBe(other)
    expect(pagePathScript("text", "/")).toBe("text")
  })

  it("stops the build when Gatsby writes the path another way", () => {
    expect(() => pagePathScript(gatsbyScript("/about/"), "/music/")).toThrow(
      /no longer holds window\.pagePath="\/music\/";/,
    )
  })
})
