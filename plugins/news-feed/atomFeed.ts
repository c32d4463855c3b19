import type { Language } from "../../src/lib/languages"
import { xmlText } from "./xmlText"

/** One entry of an Atom feed; dates as RFC 3339 instants ("2026-03-14T00:00:00Z"). */
export type AtomEntry = {
  /** The page's absolute URL, which is also the entry's permanent id. */
  url: string
  title: string
  summary: string
  published: string
  updated: string
}

/** An Atom feed (RFC 4287) in one language. */
export type AtomFeed = {
  language: Language
  /** The site's home page in the feed's language, also the feed's id. */
  homeUrl: string
  /** The feed's own address. */
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

/** The feed as an XML document, to be written as UTF-8. */
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
