import { toast } from "react-toastify"

/** How long a notice stays on screen (react-toastify's accessible default). */
export const NOTICE_DURATION_MS = 5000

/** Shows a polite, non-interrupting notice in the page's live region. */
export const notify = (message: string) =>
  toast(message, {
    role: "status",
    autoClose: NOTICE_DURATION_MS,
    type: "success",
  })

/**
 * Says something went wrong, assertively, and stays until the visitor closes it: it tells
 * them what to do next, which they may need to read twice.
 */
export const notifyError = (message: string) =>
  toast(message, {
    role: "alert",
    autoClose: false,
    type: "error",
  })
