/** Characters XML 1.0 does not allow at all, not even escaped: C0 controls but tab, LF, CR. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
}

// A stray control character in data/ would otherwise make the whole file unreadable to feed readers.
export const xmlText = (text: string) =>
  text
    .replace(FORBIDDEN, "")
    .replace(/[&<>"']/g, char => ENTITIES[char] ?? char)
