import * as React from "react"

const subscribeToNothing = () => () => {}

// React gives a store's server snapshot while it hydrates, the client's after: true only
// for a part mounted while the server's HTML hydrates.
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

// Hydration leaves an element with `dangerouslySetInnerHTML` alone, so a first visit keeps the
// server's HTML and never loads the part's code; the wrapper is `display: contents` (GlobalStyle).
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
