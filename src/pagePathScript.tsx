import * as React from "react"

export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader"
const PAGE_PATH_FROM_ATTRIBUTE =
  "window.pagePath=document.currentScript.getAttribute('data-page-path');"

type InlineScriptProps = {
  id?: string
  dangerouslySetInnerHTML?: { __html: string }
}

// Gatsby's page-path script (static-entry.js) reads the path from an attribute: the same text,
// and so one hash in the site-wide policy, on every page.
export const pagePathScript = (
  component: React.ReactNode,
  pagePath: string,
): React.ReactNode => {
  if (
    !React.isValidElement<InlineScriptProps>(component) ||
    component.props.id !== PAGE_PATH_SCRIPT_ID
  )
    return component
  const code = component.props.dangerouslySetInnerHTML?.__html ?? ""
  const written = `window.pagePath=${JSON.stringify(pagePath)};`
  if (!code.includes(written))
    throw new Error(
      `Gatsby's ${PAGE_PATH_SCRIPT_ID} script no longer holds ${written} ` +
        "(see the upgrade checklist in docs/architecture.md)",
    )
  return React.cloneElement(component, {
    "data-page-path": pagePath,
    dangerouslySetInnerHTML: {
      __html: code.replace(written, PAGE_PATH_FROM_ATTRIBUTE),
    },
  } as React.Attributes)
}
