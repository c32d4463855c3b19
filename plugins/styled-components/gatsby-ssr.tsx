// Gatsby SSR APIs: wrapRootElement, onRenderBody. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { ServerStyleSheet, StyleSheetManager } from "styled-components"

/** Each page's collected styles, from its render until its head is written. */
const sheets = new Map<string, ServerStyleSheet>()

/**
 * Collects the CSS of every styled component a page renders into a sheet of its own.
 * gatsby-plugin-styled-components does the same, and also wraps the browser's root in a
 * StyleSheetManager, which put styled-components into Gatsby's start-up task on every
 * first visit; in the browser the default sheet is all the site needs, so this plugin
 * has no browser part and styled-components loads with the layout's chunk.
 */
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({
  element,
  pathname,
}) => {
  const sheet = new ServerStyleSheet()
  sheets.set(pathname, sheet)
  return <StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>
}

/** Writes the page's styles into its head, as the browser's styled-components reads them. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHeadComponents,
  pathname,
}) => {
  const sheet = sheets.get(pathname)
  if (!sheet) return
  sheets.delete(pathname)
  setHeadComponents(sheet.getStyleElement())
  sheet.seal()
}

/**
 * styled-components numbers each component's style group in the order components are
 * created, and writes the numbers into the page (`data-styled.g12[id=…]`). Gatsby's server
 * loads a page's code, and the layout's, only when it first renders them, so the order,
 * and with it every page's bytes, would depend on which page a build happened to render
 * first: a warm build would rewrite, rehash and recompress pages whose content had not
 * changed. Creating every component here, in the order of their paths, when the server
 * starts, gives each group the same number in every build.
 */
type ModuleContext = ((key: string) => unknown) & { keys: () => string[] }
const componentModules = (
  require as unknown as {
    context: (
      directory: string,
      recursive: boolean,
      pattern: RegExp,
    ) => ModuleContext
  }
).context("../../src", true, /^\.\/(?!test\/)(?!.*\.test\.tsx?$).*\.tsx$/)
componentModules
  .keys()
  .sort()
  .forEach(key => componentModules(key))
