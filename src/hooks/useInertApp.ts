import * as React from "react"

const APP_ROOT_ID = "___gatsby"

/**
 * Makes Gatsby's root inert while a dialog (portalled beside it) is open, as Reach's focus lock
 * is bypassed (its sentinels carry tabindex="1"). Cleanup runs before focus is handed back.
 */
export const useInertApp = (active: boolean) => {
  React.useEffect(() => {
    if (!active) return undefined
    const app = document.getElementById(APP_ROOT_ID)
    app?.setAttribute("inert", "")
    return () => app?.removeAttribute("inert")
  }, [active])
}
