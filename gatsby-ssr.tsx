// Gatsby SSR APIs: wrapRootElement, wrapPageElement, onRenderBody, onPreRenderHTML. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from "react"
import type { GatsbySSR } from "gatsby"

import { fontFaceCss, fontFiles } from "./src/styles/fonts"

export { wrapPageElement, wrapRootElement } from "./src/wrapElements"

/**
 * Preloads both fonts, so text first paints in them instead of swapping (no layout shift),
 * and declares them in a static style that hydration never touches.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHeadComponents,
}) => {
  setHeadComponents([
    ...fontFiles.map(font => (
      <link
        key={font.family}
        rel="preload"
        href={font.url}
        as="font"
        type="font/woff2"
        crossOrigin="anonymous"
      />
    )),
    <style
      key="font-faces"
      id="font-faces"
      dangerouslySetInnerHTML={{ __html: fontFaceCss() }}
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
 * Drops gatsby-plugin-image's style, noscript and inline module script from every page:
 * images render as native <picture> elements (see ResponsiveImage), so these would be dead
 * weight and one more inline script for the Content-Security-Policy to allow.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      component =>
        !(
          React.isValidElement(component) &&
          typeof component.key === "string" &&
          GATSBY_IMAGE_HEAD_KEYS.includes(component.key)
        ),
    ),
  )
}
