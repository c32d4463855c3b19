/**
 * The cascade layers of the site's styles, lowest first: the global style's reset
 * (src/styles/GlobalStyle.ts) under the shared looks of src/components/ui, both under
 * every component's own rules, which are unlayered. So no rule depends on where its
 * component's group falls in the page's styled-components sheet. Every page states the
 * order before any style (gatsby-ssr.tsx), and so does the visual editor's preview frame.
 */
export const LAYER_ORDER_CSS = "@layer reset, ui;"
