import * as React from "react"

const subscribeToNothing = () => () => {}

/**
 * True when the component mounts while React hydrates the server's HTML (the first
 * visit's page, a Suspense boundary's part of it included), false in a render of the
 * browser's own (client-side navigation, the visual editor, unit tests) and on the
 * server. React gives a store's server snapshot while it hydrates, the other after.
 */
const useMountedInHydration = () => {
  const hydrating = React.useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => typeof window !== "undefined",
  )
  // The first value stays: once hydrated, React renders again with the client's one.
  const [mountedInHydration] = React.useState(hydrating)
  return mountedInHydration
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
 * (src/styles/GlobalStyle.ts), so the part lays out as if it were not there. A part mounted while the
 * page hydrates keeps its server HTML for as long as it stays mounted (a page's parts are
 * mounted anew with each page).
 */
export const staticPart = <Props extends object>(
  load: () => Promise<{ default: React.FunctionComponent<Props> }>,
) => {
  // React.lazy types its props as PropsWithRef<Props>, which TypeScript cannot resolve
  // for a generic Props; the parts are function components, which take no ref.
  const Part = React.lazy(load) as unknown as React.FunctionComponent<Props>
  const StaticPart = (props: Props) => {
    const keepServerHtml = useMountedInHydration()
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
