/** Marks the screen-reader note after an external link in a post: markdown.ts writes it, the style hides it. */
export const NEW_TAB_NOTE = "data-new-tab"
