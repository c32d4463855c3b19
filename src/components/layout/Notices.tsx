import * as React from "react"
import { ToastContainer } from "react-toastify"

import { NOTICE_DURATION_MS } from "../../lib/notify"

/**
 * The live region for notices such as the contact form's confirmation. It renders DOM, so it
 * lives in the page wrapper: inside wrapRootElement, Gatsby's Head root would capture it.
 */
const Notices = () => (
  <ToastContainer
    position="bottom-center"
    theme="dark"
    autoClose={NOTICE_DURATION_MS}
    limit={3}
  />
)

export default Notices
