import * as React from "react"

/** Gatsby's root, which holds the whole page; dialogs render in a portal beside it. */
const APP_ROOT_ID = "___gatsby"

/**
 * Makes the page behind an open dialog inert, so focus, the pointer and screen readers stay
 * in the dialog (Reach's own focus lock is bypassed: its sentinels carry tabindex="1").
 * The page comes back when `active` turns false or the dialog unmounts, before the effects
 * that hand focus back to the page run.
 */
export const useInertApp = (active: boolean) => {
  React.useEffect(() => {
    if (!active) return undefined
    const app = document.getElementById(APP_ROOT_ID)
    app?.setAttribute("inert", "")
    return () => app?.removeAttribute("inert")
  }, [active])
}
