import { Parser } from "htmlparser2"

import { hashSource, type InlineSources } from "./policy"

// JSON-LD and other data blocks are not scripts to a policy, so they need no hash.
export const RUNS_AS_SCRIPT = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
])

// Text, not elements, to a browser that runs scripts (and to parse5): nothing in them needs a hash.
const TEXT_ONLY = new Set(["noscript", "iframe", "noembed", "noframes", "xmp"])

// htmlparser2 for speed on thousands of pages; the browser tests hold it to parse5's reading.
export const inlineSourcesOf = (html: string): InlineSources => {
  const scripts: string[] = []
  const styles: string[] = []
  const styleAttributes: string[] = []
  let textOnly: string | undefined
  let open: { into: string[]; text: string } | undefined
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (textOnly) return
        if (TEXT_ONLY.has(name)) {
          textOnly = name
          return
        }
        if (attributes.style !== undefined)
          styleAttributes.push(attributes.style)
        if (name === "style") open = { into: styles, text: "" }
        else if (
          name === "script" &&
          attributes.src === undefined &&
          RUNS_AS_SCRIPT.has((attributes.type ?? "").trim().toLowerCase())
        )
          open = { into: scripts, text: "" }
      },
      ontext(text) {
        if (open) open.text += text
      },
      onclosetag(name) {
        if (textOnly) {
          if (name === textOnly) textOnly = undefined
          return
        }
        if (open && (name === "script" || name === "style")) {
          open.into.push(open.text)
          open = undefined
        }
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  const unique = (texts: string[]) => [...new Set(texts.map(hashSource))]
  return {
    scripts: unique(scripts),
    styles: unique(styles),
    styleAttributes: unique(styleAttributes),
  }
}
