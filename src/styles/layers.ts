// Lowest first, both under components' unlayered rules, so no rule depends on where its group
// falls in the page's sheet. Every page states it before any style, as does the editor's preview.
export const LAYER_ORDER_CSS = "@layer reset, ui;"
