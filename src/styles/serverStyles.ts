/**
 * What styled-components' server sheet writes into a page, split in two for the browser.
 *
 * The sheet's text is its rules, each group's followed by a marker that names the group's
 * component and class names (`data-styled.g12[id="sc-abc"]{content:"xyz,"}`), every part
 * ended by a splitter comment. On start-up in the browser, styled-components reads every
 * `<style data-styled>` that is not its own ("active") back: it registers the names, so
 * components that render the same classes insert nothing, and it inserts every rule again
 * into a `<style>` of its own and removes the server's. The page then looks the same, but
 * the browser matches and lays out the whole page again, after the first paint.
 *
 * Split, the rules stay where the server wrote them, in a `<style>` styled-components
 * treats as active and leaves alone, and the markers go in one it reads and removes: it
 * learns the names and moves no rule. Its own `<style>` holds only the rules a page adds
 * later (a new page's, a dialog's), after the server's. The order of the two is safe
 * because no rule depends on where its group falls (src/styles/layers.ts).
 */

/** The comment styled-components ends every part of its sheet's text with. */
export const SPLITTER = "/*!sc*/\n"

/** A group's marker: the rule styled-components reads its names back from. */
const MARKER = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g

const isMarker = (part: string) =>
  [...part.matchAll(MARKER)].some(match => match[0] === part)

/** The class names a server sheet's markers name, each with its component's id. */
export const classNamesIn = (css: string) =>
  [...css.matchAll(MARKER)].flatMap(([, id = "", names = ""]) =>
    names
      .split(",")
      .filter(Boolean)
      .map(name => ({ id, name })),
  )

export type SplitStyles = {
  /** The rules, in the sheet's order, for the browser to apply as they are. */
  rules: string
  /** The markers, each ended by the splitter: styled-components reads them part by part. */
  markers: string
}

/** Splits a server sheet's text into its rules and its markers. */
export const splitServerStyles = (css: string): SplitStyles => {
  const parts = css
    .split(SPLITTER)
    .map(part => part.trim())
    .filter(part => part !== "")
  return {
    rules: parts.filter(part => !isMarker(part)).join(""),
    markers: parts
      .filter(isMarker)
      .map(part => part + SPLITTER)
      .join(""),
  }
}
