/**
 * The cascade layers of the site's CSS, lowest first (src/styles/global.css says why);
 * every page states it before any style.
 */
export const LAYER_ORDER_CSS = "@layer reset, ui;"
