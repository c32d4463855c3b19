import * as React from "react"
import { ToastContainer } from "react-toastify"

import { NOTICE_DURATION_MS } from "../../lib/notify"

/**
 * The live region for notices: the contact form's confirmation. It renders DOM, so it never
 * goes in wrapRootElement (Gatsby's Head root would capture it). It sits on the contact page,
 * the one page with a notice, so no other page downloads the toast library.
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
