import { fontFiles, WEB_FONTS_STYLE_ID } from "./styles/webFontFiles"

// Switched on at a navigation, never under a page being read, where their widths would move text.

let fetchedFaces: FontFace[] = []

export const fetchWebFonts = async (): Promise<void> => {
  const root = document.documentElement
  if (root.dataset.webFonts === "on" || !("fonts" in document)) return
  const faces = fontFiles.map(
    font =>
      new FontFace(font.family, `url("${font.url}") format("woff2")`, {
        style: "normal",
        weight: font.weight,
        display: "optional",
      }),
  )
  try {
    fetchedFaces = await Promise.all(faces.map(face => face.load()))
    root.dataset.webFonts = "fetched"
  } catch {
    // Offline, or a file gone: the pages keep their fallbacks.
  }
}

/** For onRouteUpdate, which runs once the new page is in the document, before it is painted. */
export const switchOnFetchedWebFonts = () => {
  if (fetchedFaces.length === 0) return
  for (const face of fetchedFaces) document.fonts.add(face)
  document.getElementById(WEB_FONTS_STYLE_ID)?.removeAttribute("media")
  fetchedFaces = []
  document.documentElement.dataset.webFonts = "on"
}
