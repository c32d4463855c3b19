/** Apart from urls.ts: every page's head links it, and would otherwise carry all of urls.ts. */
export const feedPath = "/feed.xml"
