import * as React from "react"
import type { HeadProps } from "gatsby"

type HeadComponent<Data, Context> = (
  props: HeadProps<Data, Context>,
) => React.ReactElement | null
type HeadModule<Data, Context> = { default: HeadComponent<Data, Context> }

/** Only the production bundle's first page has a server head to keep (not `gatsby develop`). */
const KEEPS_SERVER_HEAD = process.env.BUILD_STAGE === "build-javascript"

// Taken before Gatsby's head handler runs: rendered again they equal the nodes already
// there, and Gatsby replaces only head nodes that differ from what `Head` renders.
const serverHead =
  KEEPS_SERVER_HEAD && typeof document !== "undefined"
    ? {
        pathname: window.location.pathname,
        elements: [
          <html key="html" lang={document.documentElement.lang} />,
          ...[...document.head.querySelectorAll("[data-gatsby-head]")].map(
            (node, index) =>
              React.createElement(node.tagName.toLowerCase(), {
                key: index,
                ...Object.fromEntries(
                  [...node.attributes]
                    .filter(attribute => attribute.name !== "data-gatsby-head")
                    .map(attribute => [attribute.name, attribute.value]),
                ),
                ...(node.innerHTML
                  ? { dangerouslySetInnerHTML: { __html: node.innerHTML } }
                  : {}),
              }),
          ),
        ],
      }
    : undefined

/** Keeps a page's Head code out of its bundle: it loads only for client-side navigations. */
export const deferredHead = <Data, Context>(
  load: () => Promise<HeadModule<Data, Context>>,
): HeadComponent<Data, Context> => {
  if (typeof window === "undefined") {
    let loaded: HeadComponent<Data, Context> | undefined
    void load().then(module => {
      loaded = module.default
    })
    const ServerHead = (props: HeadProps<Data, Context>) => {
      if (!loaded)
        throw new Error("a page's Head was rendered before its module loaded")
      return loaded(props)
    }
    return ServerHead
  }
  // A page module evaluated after the first page has hydrated was loaded for a navigation.
  if (!KEEPS_SERVER_HEAD || document.documentElement.dataset.hydrated)
    void load()
  const Loaded = React.lazy(load) as unknown as React.FunctionComponent<
    HeadProps<Data, Context>
  >
  const BrowserHead = (props: HeadProps<Data, Context>) =>
    serverHead && props.location.pathname === serverHead.pathname ? (
      <>{serverHead.elements}</>
    ) : (
      <Loaded {...props} />
    )
  return BrowserHead
}
