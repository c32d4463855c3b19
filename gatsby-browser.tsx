// Gatsby Browser APIs: wrapRootElement, wrapPageElement. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import "@fontsource/anton/400.css"
import "@fontsource-variable/inter/wght.css"

export { wrapPageElement, wrapRootElement } from "./src/wrapElements"
