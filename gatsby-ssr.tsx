// Gatsby SSR APIs: wrapRootElement, wrapPageElement. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
export { wrapPageElement, wrapRootElement } from "./src/wrapElements"
