import { inflateSync } from "node:zlib"

/** Windows-1252's characters at 0x80–0x9f, where it differs from Latin-1 (“ ” – — …). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€",
  0x85: "…",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x95: "•",
  0x96: "–",
  0x97: "—",
}

const decodeHex = (hex: string) =>
  Array.from(hex.match(/../g) ?? [], pair => {
    const code = parseInt(pair, 16)
    return WIN_ANSI_HIGH[code] ?? String.fromCharCode(code)
  }).join("")

/**
 * The text a PDF written by pdfkit with its standard fonts shows, page by page: each
 * text-showing operation's hex strings (WinAnsi codes) decoded, one line per operation.
 * Enough for tests to read what a built PDF says; not a general PDF reader.
 */
export const pdfTextByPage = (pdf: Uint8Array): string[] => {
  const source = Buffer.from(pdf).toString("latin1")
  const pages: string[] = []
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g
  for (const match of source.matchAll(streams)) {
    const raw = Buffer.from(match[1] ?? "", "latin1")
    let content: string
    try {
      content = inflateSync(raw).toString("latin1")
    } catch {
      continue
    }
    const lines = [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(operation =>
      [...(operation[1] ?? "").matchAll(/<([0-9a-f]*)>/gi)]
        .map(part => decodeHex(part[1] ?? ""))
        .join(""),
    )
    if (lines.length > 0) pages.push(lines.join("\n"))
  }
  return pages
}
