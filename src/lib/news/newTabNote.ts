/**
 * The attribute that marks the words screen readers hear after a link to another site in a
 * post's body: the build writes it (markdown.ts), the page's style hides it from sight.
 */
export const NEW_TAB_NOTE = "data-new-tab"
