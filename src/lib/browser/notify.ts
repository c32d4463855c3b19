import type { ToastOptions } from "react-toastify"

/** How long a notice stays on screen (react-toastify's accessible default). */
export const NOTICE_DURATION_MS = 5000

let wanted = false
const listeners = new Set<() => void>()

/** Whether the page has asked for its notices' live region (see Notices). */
export const noticesWanted = () => wanted

export const onNoticesWanted = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Puts the live region in place and fetches the toast library, ahead of a first notice. */
export const prepareNotices = () => {
  if (wanted) return
  wanted = true
  listeners.forEach(listener => listener())
}

/** A notice shown before the region is in place waits in the library's queue for it. */
const show = (message: string, options: ToastOptions) => {
  prepareNotices()
  return import("react-toastify").then(({ toast }) => {
    toast(message, options)
  })
}

/** Shows a polite, non-interrupting notice in the page's live region. */
export const notify = (message: string) =>
  show(message, {
    role: "status",
    autoClose: NOTICE_DURATION_MS,
    type: "success",
  })

/**
 * Says something went wrong, assertively, and stays until the visitor closes it: it tells
 * them what to do next, which they may need to read twice.
 */
export const notifyError = (message: string) =>
  show(message, {
    role: "alert",
    autoClose: false,
    type: "error",
  })
