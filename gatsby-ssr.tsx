// Gatsby SSR APIs: wrapRootElement, wrapPageElement, onRenderBody. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
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
