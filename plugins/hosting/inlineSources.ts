import { Parser } from "htmlparser2"

import { hashSource, type InlineSources } from "./policy"

// JSON-LD and other data blocks are not scripts to a policy, so they need no hash.
export const RUNS_AS_SCRIPT = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
])

// Their content is text to a browser that runs scripts (parse5, the standard's parser, reads it so),
// not elements: a style attribute in there is nothing the policy has to allow.
const TEXT_ONLY = new Set(["noscript", "iframe", "noembed", "noframes", "xmp"])

/**
 * Each inline script and style, and each style attribute, as the page holds it: script and style
 * text raw, attributes decoded, which is what a policy's hash covers.
 */
// htmlparser2 rather than parse5: it passes over script and style text in whole runs, several
// times faster on a catalogue's thousands of pages. The browser tests hold it to parse5's reading.
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
