/**
 * The Atom feed of the site's news (releases and shows), one per language. Apart from
 * urls.ts because every page's head links it, and a page's script would carry all of
 * urls.ts with it.
 */
export const feedPath = "/feed.xml"
