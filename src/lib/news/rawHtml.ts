import MarkdownIt from "markdown-it"

/** Markdown read as the site reads it, with raw HTML recognised, to find it. */
const markdownWithHtml = new MarkdownIt({ html: true, linkify: true })

/** Raw HTML a post's Markdown holds (tags, comments), each as written, for the data check. */
export const rawHtmlIn = (source: string): string[] =>
  markdownWithHtml.parse(source, {}).flatMap(token => {
    if (token.type === "html_block") return [token.content.trim()]
    return (token.children ?? [])
      .filter(child => child.type === "html_inline")
      .map(child => child.content)
  })
