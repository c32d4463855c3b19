import type { Language } from "../../src/lib/languages"
import { xmlText } from "../../src/lib/format/xmlText"

/** Dates as RFC 3339 instants ("2026-03-14T00:00:00Z"). */
export type AtomEntry = {
  url: string
  title: string
  summary: string
  published: string
  updated: string
}

export type AtomFeed = {
  language: Language
  homeUrl: string
  selfUrl: string
  title: string
  subtitle: string
  author: string
  updated: string
  entries: readonly AtomEntry[]
}

const element = (name: string, text: string) =>
  `<${name}>${xmlText(text)}</${name}>`

const link = (attributes: Readonly<Record<string, string>>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${xmlText(value)}"`)
    .join(" ")}/>`

const entryXml = (entry: AtomEntry) =>
  [
    "  <entry>",
    `    ${element("id", entry.url)}`,
    `    ${element("title", entry.title)}`,
    `    ${link({ rel: "alternate", type: "text/html", href: entry.url })}`,
    `    ${element("published", entry.published)}`,
    `    ${element("updated", entry.updated)}`,
    `    ${element("summary", entry.summary)}`,
    "  </entry>",
  ].join("\n")

export const atomFeed = (feed: AtomFeed): string =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.language}">`,
    `  ${element("id", feed.homeUrl)}`,
    `  ${element("title", feed.title)}`,
    `  ${element("subtitle", feed.subtitle)}`,
    `  ${element("updated", feed.updated)}`,
    `  ${link({ rel: "self", type: "application/atom+xml", href: feed.selfUrl })}`,
    `  ${link({ rel: "alternate", type: "text/html", href: feed.homeUrl })}`,
    `  <author>${element("name", feed.author)}</author>`,
    ...feed.entries.map(entryXml),
    "</feed>",
    "",
  ].join("\n")
