import MarkdownIt from "markdown-it"

/** As the site reads Markdown, but with raw HTML recognised, to find it. */
const markdownWithHtml = new MarkdownIt({ html: true, linkify: true })

export const rawHtmlIn = (source: string): string[] =>
  markdownWithHtml.parse(source, {}).flatMap(token => {
    if (token.type === "html_block") return [token.content.trim()]
    return (token.children ?? [])
      .filter(child => child.type === "html_inline")
      .map(child => child.content)
  })
