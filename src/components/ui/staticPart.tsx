import * as React from "react"

/**
 * True while React hydrates the server's HTML on a first visit (set by
 * src/hydrateInTransition.ts, cleared once the page is interactive); false on the server,
 * in client-side navigation, in the visual editor and in unit tests.
 */
let hydrating = false

export const startHydrating = () => {
  hydrating = true
}

export const stopHydrating = () => {
  hydrating = false
}

/** Keeps the element's server children: React never writes an innerHTML it was given empty. */
const KEEP = { __html: "" }

/**
 * A part of a page with nothing to do in the browser (text, images, plain links): on a
 * first visit it keeps the HTML the server wrote, unhydrated, and its code is not loaded
 * at all; it is loaded, and the part rendered, only when the browser must draw it itself
 * (a page reached by client-side navigation). Parts that react to the visitor or to the
 * clock (menus, popovers, forms, ticket and release states) stay out of it.
 *
 * Hydration leaves an element with `dangerouslySetInnerHTML` alone (React does not
 * hydrate, compare or replace its children), and the wrapper is `display: contents`
 * (GlobalStyle), so the part lays out as if it were not there. A part mounted while the
 * page hydrates keeps its server HTML for as long as it stays mounted; the layout keys
 * its own parts by path, so they render afresh after a navigation.
 */
export const staticPart = <Props extends object>(
  load: () => Promise<{ default: React.FunctionComponent<Props> }>,
) => {
  // React.lazy types its props as PropsWithRef<Props>, which TypeScript cannot resolve
  // for a generic Props; the parts are function components, which take no ref.
  const Part = React.lazy(load) as unknown as React.FunctionComponent<Props>
  const StaticPart = (props: Props) => {
    const [keepServerHtml] = React.useState(() => hydrating)
    return keepServerHtml ? (
      <div
        data-static-part=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP}
      />
    ) : (
      <div data-static-part="">
        <React.Suspense fallback={null}>
          <Part {...props} />
        </React.Suspense>
      </div>
    )
  }
  return StaticPart
}
