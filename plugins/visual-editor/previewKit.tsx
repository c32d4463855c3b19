// Decap's React (19) is another React than the site's (18): the site's components render to
// HTML with React 18's server renderer, their styles collected by a server style sheet as the
// build collects them, and Decap shows that HTML in a frame of its own.
import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderToStaticMarkup } from "react-dom/server"
import { ServerStyleSheet, ThemeProvider } from "styled-components"

import { LanguageProvider } from "../../src/hooks/useLanguage"
import { isRecord } from "../../src/lib/data/isRecord"
import { LOCALES, MORE_PLATFORMS } from "../../src/lib/data/dataSchema"
import { inLanguage, LANGUAGES, type Language } from "../../src/lib/languages"
import { languageNames } from "../../src/strings/languageNames"
import { fontFaceCss } from "../../src/styles/fonts"
import { GlobalStyle } from "../../src/styles/GlobalStyle"
import { theme } from "../../src/styles/theme"
import type { ImmutableCollection } from "./decap"
import type { PreviewContext } from "./previewContext"

// The first locale site.json offers; the build writes dates and prices with the same functions.
const PREVIEW_LOCALES: Record<Language, string> = {
  en: LOCALES.en[0],
  es: LOCALES.es[0],
}

export type PreviewProps = {
  entry: ImmutableCollection
  getAsset: (
    path: string,
    field?: unknown,
  ) => { toString(): string } | undefined
  fields?: { find: (test: (field: ImmutableCollection) => boolean) => unknown }
  siteUrl?: string
  /** The other files a preview draws with (admin.ts has the build's); none in a bare test. */
  context?: PreviewContext
}

export const contextOf = (props: PreviewProps): PreviewContext =>
  props.context ?? { site: {}, pages: {}, contact: {}, releases: [] }

export const text = (value: unknown) => (typeof value === "string" ? value : "")

export const groups = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : []

export const isPlatform = (value: unknown): value is Queries.Platform =>
  (MORE_PLATFORMS as readonly unknown[]).includes(value)

export const names = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length > 0 ? value.map(String) : null

export const textIn = (value: unknown, language: Language) =>
  text(inLanguage(value, language))

export const previewImage = (
  source: string,
  width: number,
  height: number,
): IGatsbyImageData => ({
  layout: "constrained",
  width,
  height,
  images: {
    fallback: {
      src: source,
      srcSet: `${source} ${width}w`,
      sizes: `${width}px`,
    },
    sources: [],
  },
})

export const paragraphs = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : []

export const dataOf = (props: PreviewProps): Record<string, unknown> => {
  const data = (props.entry.get("data") as ImmutableCollection).toJS()
  return isRecord(data) ? data : {}
}

type FormFields = PreviewProps["fields"]

/** The form's field at a path of names (a list's entries share its fields): its folder finds the file. */
const fieldAt = (props: PreviewProps, names: readonly string[]) => {
  let fields: FormFields = props.fields
  let found: ImmutableCollection | undefined
  for (const name of names) {
    found = fields?.find(field => field.get("name") === name) as
      ImmutableCollection | undefined
    fields = found?.get("fields") as FormFields
  }
  return found
}

/** An image of the entry as the editor holds it (a new upload too), or "" with none. */
export const assetUrl = (
  props: PreviewProps,
  names: readonly string[],
  value: unknown,
) => {
  const path = text(value)
  return path
    ? (props.getAsset(path, fieldAt(props, names))?.toString() ?? "")
    : ""
}

export const imageField = (props: PreviewProps, name: string, size: number) => {
  const source = assetUrl(props, [name], dataOf(props)[name])
  if (!source) return null
  return {
    publicURL: source,
    childImageSharp: { gatsbyImageData: previewImage(source, size, size) },
  }
}

export const renderInEachLanguage = (
  draw: (language: Language, locale: string) => React.ReactElement,
): string => {
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          {/* In the preview's frame only: the editor's own page keeps its look. */}
          <GlobalStyle />
          <div style={{ display: "grid", gap: "2rem", padding: "1.5rem" }}>
            {LANGUAGES.map(language => {
              let content: React.ReactElement
              try {
                content = draw(language, PREVIEW_LOCALES[language])
              } catch (error) {
                content = <p>{(error as Error).message}</p>
              }
              return (
                <section key={language} lang={language}>
                  <p style={{ marginBottom: "0.75rem", opacity: 0.7 }}>
                    {languageNames[language].name}
                  </p>
                  <LanguageProvider value={language}>
                    {content}
                  </LanguageProvider>
                </section>
              )
            })}
          </div>
        </ThemeProvider>,
      ),
    )
    // The layers' order is stated in the frame's head (admin.ts), before these styles.
    return `<style>${fontFaceCss()}</style>${sheet.getStyleTags()}${html}`
  } finally {
    sheet.seal()
  }
}
