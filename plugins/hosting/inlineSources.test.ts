import { inlineSourcesByParse5 } from "../../tests/support/inlineSourcesByParse5"
import { inlineSourcesOf } from "./inlineSources"
import { hashSource } from "./policy"

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>a&amp;b{color:red}</style></head><body>${body}</body></html>`

describe("inlineSourcesOf", () => {
  it("hashes script and style text raw, and style attributes decoded", () => {
    const html = page(
      `<div style="font-family:&quot;Anton&quot;">x</div>` +
        `<script>if (a < b && c) go("</div>")</script>` +
        `<script type="module">run()</script>`,
    )
    expect(inlineSourcesOf(html)).toEqual({
      scripts: [
        hashSource(`if (a < b && c) go("</div>")`),
        hashSource("run()"),
      ],
      styles: [hashSource("a&amp;b{color:red}")],
      styleAttributes: [hashSource('font-family:"Anton"')],
    })
  })

  it("leaves out scripts that load a file or hold data, and repeats", () => {
    const html = page(
      `<script src="/app.js"></script>` +
        `<script type="application/ld+json">{"@type":"Event"}</script>` +
        `<script>go()</script><script>go()</script>`,
    )
    expect(inlineSourcesOf(html).scripts).toEqual([hashSource("go()")])
  })

  it("reads what a browser running scripts takes for text as text", () => {
    const html = page(
      `<noscript><img src="/a.jpg" style="opacity:1"><style>b{}</style></noscript>` +
        `<iframe title="t"><p style="x:y"></p></iframe><p style="margin:0">after</p>`,
    )
    expect(inlineSourcesOf(html).styleAttributes).toEqual([
      hashSource("margin:0"),
    ])
  })

  it.each([
    ["a template's content", `<template><p style="a:b">t</p></template>`],
    ["an inline SVG's style", `<svg><style>.c{fill:red}</style></svg>`],
    ["an unclosed script", `<p style="c:d">x</p><script>never()`],
    ["an uppercase tag", `<SCRIPT>Up()</SCRIPT><P STYLE="e:f">x</P>`],
  ])("reads %s as parse5 does", (_, body) => {
    const html = page(body)
    expect(inlineSourcesOf(html)).toEqual(inlineSourcesByParse5(html))
  })
})
