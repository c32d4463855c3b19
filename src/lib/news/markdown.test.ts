import { markdownToHtml } from "./markdown"
import { rawHtmlIn } from "./rawHtml"

const options = {
  siteUrl: "https://novareyes.example",
  newTab: "(opens in a new tab)",
}
const html = (source: string) => markdownToHtml(source, options)

describe("markdownToHtml", () => {
  it("writes paragraphs, emphasis, lists and quotes", () => {
    expect(
      html("Out **now**, on _every_ service.\n\n- one\n- two\n\n> said"),
    ).toBe(
      "<p>Out <strong>now</strong>, on <em>every</em> service.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>said</p>\n</blockquote>\n",
    )
  })

  it("puts a post's headings under the page's title: # and ## are h2, ### h3, deeper h4", () => {
    expect(html("# A\n\n## B\n\n### C\n\n#### D\n\n###### E")).toBe(
      "<h2>A</h2>\n<h2>B</h2>\n<h3>C</h3>\n<h4>D</h4>\n<h4>E</h4>\n",
    )
  })

  it("opens links to other sites in a new tab and says so; links on the site stay", () => {
    expect(
      html(
        "[Tickets](https://tickets.example/x) and [the tour](https://novareyes.example/tour/)",
      ),
    ).toBe(
      '<p><a href="https://tickets.example/x" target="_blank" rel="noopener noreferrer">Tickets<span data-new-tab=""> (opens in a new tab)</span></a> and <a href="https://novareyes.example/tour/">the tour</a></p>\n',
    )
    expect(html("[mail](mailto:press@novareyes.example)")).toBe(
      '<p><a href="mailto:press@novareyes.example">mail</a></p>\n',
    )
  })

  it("never lets raw HTML, scripts, event attributes or script links reach the page", () => {
    const out = html(
      [
        "<script>alert(1)</script>",
        "",
        'Hi <img src=x onerror="alert(1)"> there',
        "",
        "[click](javascript:alert(1)) [plain](http://example.com/)",
        "",
        '<a href="https://x.example" onclick="alert(1)">x</a>',
      ].join("\n"),
    )
    const body = document.createElement("div")
    body.innerHTML = out
    const elements = [...body.querySelectorAll("*")]
    expect(elements.map(element => element.localName)).not.toContain("script")
    expect(elements.map(element => element.localName)).not.toContain("img")
    for (const element of elements) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute).not.toMatch(/^on/)
      }
    }
    // Raw HTML is shown as the text it is, never run.
    expect(body.textContent).toContain("<script>alert(1)</script>")
    // Only https and mailto addresses make links: the others are their text alone.
    expect(
      [...body.querySelectorAll("a")].map(link => link.getAttribute("href")),
    ).toEqual(["https://x.example"])
    expect(body.textContent).toContain("plain")
  })
})

describe("rawHtmlIn", () => {
  it("finds raw HTML blocks, inline tags and comments, and nothing in plain Markdown", () => {
    expect(
      rawHtmlIn(
        '<div class="x">\nblock\n</div>\n\nText with <b>bold</b> and <!-- note -->.',
      ),
    ).toEqual([
      '<div class="x">\nblock\n</div>',
      "<b>",
      "</b>",
      "<!-- note -->",
    ])
    expect(
      rawHtmlIn("A **post** with [a link](https://x.example) & 3 < 4."),
    ).toEqual([])
  })
})
