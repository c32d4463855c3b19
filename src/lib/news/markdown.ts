import MarkdownIt from "markdown-it"
import sanitizeHtml from "sanitize-html"

import { NEW_TAB_NOTE } from "./newTabNote"

// Raw HTML is shown as written, never run; sanitize-html is a second line of defence. The data check
// refuses raw HTML up front (rawHtmlIn), so an editor learns it has no effect.

const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "a",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "blockquote",
  "code",
  "pre",
  "br",
  "hr",
  "span",
]

const markdown = new MarkdownIt({
  html: false,
  linkify: true,
  typographer: true,
})

export type MarkdownOptions = {
  /** Links to it stay in the tab, links elsewhere open a new one. */
  siteUrl: string
  newTab: string
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const linkKind = (href: string, siteUrl: string) => {
  let url: URL
  try {
    url = new URL(href, siteUrl)
  } catch {
    return "refused"
  }
  if (url.protocol === "mailto:") return "site"
  if (url.protocol !== "https:") return "refused"
  return url.origin === new URL(siteUrl).origin ? "site" : "other"
}

export const markdownToHtml = (
  source: string,
  { siteUrl, newTab }: MarkdownOptions,
): string => {
  const rendered = markdown.render(source)
  const safe = sanitizeHtml(rendered, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href", "target", "rel"], span: [NEW_TAB_NOTE] },
    allowedSchemes: ["https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    transformTags: {
      // The page's title is the h1, so a post's own headings run from h2 to h4.
      h1: sanitizeHtml.simpleTransform("h2", {}),
      h5: sanitizeHtml.simpleTransform("h4", {}),
      h6: sanitizeHtml.simpleTransform("h4", {}),
      // A link to an address a post may not have (http:, javascript:) is its text alone.
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? ""
        const kind = linkKind(href, siteUrl)
        if (kind === "refused") return { tagName: "span", attribs: {} }
        return kind === "other"
          ? {
              tagName,
              attribs: { href, target: "_blank", rel: "noopener noreferrer" },
            }
          : { tagName, attribs: { href } }
      },
    },
  })
  // Each link that opens a new tab says so, as the site's ExternalLink does.
  return safe.replace(
    /(<a href="[^"]*" target="_blank" rel="noopener noreferrer">)([\s\S]*?)<\/a>/g,
    (_link, open: string, text: string) =>
      `${open}${text}<span ${NEW_TAB_NOTE}=""> ${escapeText(newTab)}</span></a>`,
  )
}
