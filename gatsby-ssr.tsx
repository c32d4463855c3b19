// Gatsby SSR APIs: wrapPageElement, onRenderBody, onPreRenderHTML. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from "react"
import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"
import { ServerStyleSheet } from "styled-components"

import { devDataCheckScript } from "./plugins/data-check/devDataCheck"
// The server render has every language's interface text at hand.
import "./src/strings/all"
import { GlobalStyle } from "./src/styles/GlobalStyle"
import { LAYER_ORDER_CSS } from "./src/styles/layers"
import { splitServerStyles } from "./src/styles/serverStyles"
import {
  fallbackFaceCss,
  WEB_FONTS_STYLE_ID,
  webFontFaceCss,
  webFontsSwitchScript,
} from "./src/styles/fonts"

export { wrapPageElement } from "./src/wrapElements"

/** An empty element written just after Gatsby's root, so it is parsed after every part of the page. */
const PAGE_END_ID = "page-end"

/**
 * The global style (src/styles/GlobalStyle.ts), as styled-components' server sheet writes
 * it, in every page's head. Rendered here, not in the layout, it never reaches the
 * browser's bundles: styled-components learns its class name with the page's others
 * (splitStyledSheet), and no component of the browser's ever removes or inserts its rules.
 */
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

/**
 * Holds the first paint until the page's whole markup is parsed (`rel="expect"` on an
 * element after it; Chromium unblocks on the element's start tag, so not on the root); browsers
 * without it ignore it): on a slow CPU the parser otherwise yields mid-page, the browser
 * paints what it has, and content parsed later moves it (layout shift). Declares the
 * fonts in static styles that hydration never touches: the local fallbacks on, the web
 * fonts off unless the visitor comes from another of the site's pages (src/styles/fonts.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setPostBodyComponents([
    <div key={PAGE_END_ID} id={PAGE_END_ID} hidden />,
    // `npm run develop` only: show the data check's problems over the page.
    ...(process.env.NODE_ENV === "development"
      ? [
          <script
            key="data-check"
            dangerouslySetInnerHTML={{ __html: devDataCheckScript }}
          />,
        ]
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
    <style
      key="font-faces"
      id="font-faces"
      dangerouslySetInnerHTML={{ __html: fallbackFaceCss() }}
    />,
    <style
      key={WEB_FONTS_STYLE_ID}
      id={WEB_FONTS_STYLE_ID}
      media="not all"
      dangerouslySetInnerHTML={{ __html: webFontFaceCss() }}
    />,
    <script
      key="web-fonts-switch"
      dangerouslySetInnerHTML={{ __html: webFontsSwitchScript() }}
    />,
  ])
}

/** The head tags gatsby-plugin-image adds for `<GatsbyImage>`, which the site does not use. */
const GATSBY_IMAGE_HEAD_KEYS = [
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]

/**
 * The cascade layers' order (src/styles/layers.ts), stated before any style: the page's
 * styled-components sheet names a shared look's layer before the global style's when a
 * component comes first in it.
 */
const layerOrderStyle = (
  <style
    key="layer-order"
    id="layer-order"
    dangerouslySetInnerHTML={{ __html: LAYER_ORDER_CSS }}
  />
)

type StyledStyleProps = {
  "data-styled"?: string
  dangerouslySetInnerHTML?: { __html: string }
}

/**
 * A styled-components server sheet's `<style data-styled>` as two: its rules, which the
 * browser's styled-components leaves where they are ("active"), and its markers, from which
 * it learns the class names before removing them (src/styles/serverStyles.ts). Any other
 * head element is kept as it is.
 */
const splitStyledSheet = (component: React.ReactNode): React.ReactNode[] => {
  if (!React.isValidElement<StyledStyleProps>(component)) return [component]
  const css = component.props.dangerouslySetInnerHTML?.__html
  if (component.props["data-styled"] === undefined || css === undefined)
    return [component]
  const { rules, markers } = splitServerStyles(css)
  return [
    React.cloneElement(component, {
      key: `${component.key ?? "styled"}-rules`,
      "data-styled": "active",
      dangerouslySetInnerHTML: { __html: rules },
    }),
    React.cloneElement(component, {
      key: `${component.key ?? "styled"}-names`,
      dangerouslySetInnerHTML: { __html: markers },
    }),
  ]
}

/**
 * Puts the layers' order first, splits the styled-components sheets (splitStyledSheet),
 * and drops gatsby-plugin-image's style, noscript and inline module script from every page:
 * images render as native <picture> elements (see ResponsiveImage), so these would be dead
 * weight and one more inline script for the Content-Security-Policy to allow.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents([
    layerOrderStyle,
    ...getHeadComponents()
      .filter(
        component =>
          !(
            React.isValidElement(component) &&
            typeof component.key === "string" &&
            GATSBY_IMAGE_HEAD_KEYS.includes(component.key)
          ),
      )
      .flatMap(splitStyledSheet),
  ])
}

/**
 * styled-components numbers each component's style group in the order components are
 * created, and writes the numbers into the page (`data-styled.g12[id=…]`). Gatsby's server
 * loads a page's code, and the layout's, only when it first renders them, so the order,
 * and with it every page's bytes, would depend on which page a build happened to render
 * first: a warm build would rewrite, rehash and recompress pages whose content had not
 * changed. Creating every module that may define a styled component here, in the order
 * of their paths, when the server starts, gives each group the same number in every
 * build. (A module's imports still come first, so a component a style extends is always
 * numbered, and written, before it.)
 */
type ModuleContext = ((key: string) => unknown) & { keys: () => string[] }
const styledModules = (
  require as unknown as {
    context: (
      directory: string,
      recursive: boolean,
      pattern: RegExp,
    ) => ModuleContext
  }
).context(
  "./src",
  true,
  /^\.\/(?:components|pages|styles|templates)\/(?!.*\.test\.)(?!.*\.d\.ts$).*\.tsx?$/,
)
styledModules
  .keys()
  .sort()
  .forEach(key => styledModules(key))
