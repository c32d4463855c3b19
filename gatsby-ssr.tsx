/// <reference types="webpack/module" />
import * as React from "react"
import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"
import { ServerStyleSheet } from "styled-components"

import { devDataCheckScript } from "./plugins/data-check/devDataCheck"
import { pixelUrlOf } from "./src/lib/analytics/analyticsServices"
import { pagePathScript } from "./src/pagePathScript"
// The server render has every language's interface text at hand.
import "./src/strings/all"
import { GlobalStyle } from "./src/styles/GlobalStyle"
import { LAYER_ORDER_CSS } from "./src/styles/layers"
import {
  fallbackFaceCss,
  webFontFaceCss,
  webFontsSwitchScript,
} from "./src/styles/fonts"
import { WEB_FONTS_STYLE_ID } from "./src/styles/webFontFiles"

export { wrapPageElement } from "./src/wrapElements"

const PAGE_END_ID = "page-end"

/** Named by its id, which is its key too. */
const inlineStyle = (id: string, css: string, media?: string) => (
  <style
    key={id}
    id={id}
    media={media}
    dangerouslySetInnerHTML={{ __html: css }}
  />
)

const inlineScript = (key: string, code: string) => (
  <script key={key} dangerouslySetInnerHTML={{ __html: code }} />
)

/** Rendered here, not in the layout, so the global style never reaches the browser's bundles. */
const globalStyleElement = () => {
  const sheet = new ServerStyleSheet()
  try {
    renderToString(sheet.collectStyles(<GlobalStyle />))
    const [element] = sheet.getStyleElement()
    return element ? [React.cloneElement(element, { key: "global-style" })] : []
  } finally {
    sheet.seal()
  }
}

// `rel="expect"` holds the first paint until the whole markup is parsed, or a slow CPU paints half
// a page and shifts it; it targets an element after the root, as Chromium unblocks on start tags.
/** A visit without JavaScript, counted where the service takes it (GoatCounter). */
const counterPixel = (pathname: string) => {
  const pixel = pixelUrlOf(__COUNTER__, pathname)
  return pixel
    ? [
        <noscript key="counter-pixel">
          <img src={pixel} alt="" width="1" height="1" />
        </noscript>,
      ]
    : []
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHeadComponents,
  setPostBodyComponents,
  pathname,
}) => {
  setPostBodyComponents([
    ...counterPixel(pathname),
    <div key={PAGE_END_ID} id={PAGE_END_ID} hidden />,
    ...(process.env.NODE_ENV === "development"
      ? [inlineScript("data-check", devDataCheckScript)]
      : []),
  ])
  setHeadComponents([
    <link
      key="expect-page-end"
      rel="expect"
      href={`#${PAGE_END_ID}`}
      // React 18 does not know the attribute; lower case passes it through as written.
      {...{ blocking: "render" }}
    />,
    ...globalStyleElement(),
    inlineStyle("font-faces", fallbackFaceCss()),
    inlineStyle(WEB_FONTS_STYLE_ID, webFontFaceCss(), "not all"),
    inlineScript("web-fonts-switch", webFontsSwitchScript()),
  ])
}

// <GatsbyImage>'s head tags: unused (images are native <picture>s), and an inline script for the CSP.
const GATSBY_IMAGE_HEAD_KEYS: unknown[] = [
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]

/** Before any style, or the first sheet to name a layer would decide the layers' order. */
const layerOrderStyle = inlineStyle("layer-order", LAYER_ORDER_CSS)

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replacePostBodyComponents(
    getPostBodyComponents().map(component =>
      pagePathScript(component, pathname),
    ),
  )
  replaceHeadComponents([
    layerOrderStyle,
    ...getHeadComponents().filter(
      component =>
        !(
          React.isValidElement(component) &&
          GATSBY_IMAGE_HEAD_KEYS.includes(component.key)
        ),
    ),
  ])
}

// styled-components numbers style groups in creation order and writes the numbers into pages;
// creating every styled module here, by path, keeps unchanged pages byte-identical across builds.
const styledModules = require.context(
  "./src",
  true,
  /^\.\/(?:components|pages|styles|templates)\/(?!.*\.test\.)(?!.*\.d\.ts$).*\.tsx?$/,
)
for (const key of styledModules.keys().sort()) styledModules(key)
