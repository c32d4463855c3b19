import { fontFiles, WEB_FONTS_STYLE_ID } from "./styles/fonts"

/**
 * The web fonts after a first visit's first page (see src/styles/fonts.ts): that page is
 * drawn in the local fallbacks, so its largest paint does not wait for the fonts. Once it
 * has hydrated, the fonts are fetched (the browser keeps them for the pages that follow),
 * and the next page the visitor opens in the site is drawn in them. A font is switched on
 * at a navigation, never under a page being read, where its other widths would move text.
 *
 * `<html data-web-fonts>` says where they are: "on" when the page draws in them,
 * "fetched" when they wait for the next page.
 */

const markWebFonts = (state: "on" | "fetched") => {
  document.documentElement.dataset.webFonts = state
}

let fetchedFaces: FontFace[] = []

/** Fetches the web fonts, unless the page already draws in them. Call once it has hydrated. */
export const fetchWebFonts = (): Promise<void> => {
  if (
    document.documentElement.dataset.webFonts === "on" ||
    !("fonts" in document)
  )
    return Promise.resolve()
  const faces = fontFiles.map(
    font =>
      new FontFace(font.family, `url("${font.url}") format("woff2")`, {
        style: "normal",
        weight: font.weight,
        display: "optional",
      }),
  )
  return Promise.all(faces.map(face => face.load())).then(
    loaded => {
      fetchedFaces = loaded
      markWebFonts("fetched")
    },
    // Offline, or a file gone: the pages keep their fallbacks, which is how they look now.
    () => {},
  )
}

/**
 * Switches the fetched fonts on (Gatsby's onRouteUpdate after a navigation, which runs
 * once the new page is in the document and before it is painted): the loaded faces, and
 * the page's web-fonts style, whose font stacks name them.
 */
export const switchOnFetchedWebFonts = () => {
  if (fetchedFaces.length === 0) return
  for (const face of fetchedFaces) document.fonts.add(face)
  document.getElementById(WEB_FONTS_STYLE_ID)?.removeAttribute("media")
  fetchedFaces = []
  markWebFonts("on")
}
