import type { ToastOptions } from "react-toastify"

/** react-toastify's accessible default. */
export const NOTICE_DURATION_MS = 5000

let wanted = false
const listeners = new Set<() => void>()

export const noticesWanted = () => wanted

export const onNoticesWanted = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Mounts the live region and fetches the toast library ahead of a first notice. */
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

export const notify = (message: string) =>
  show(message, {
    role: "status",
    autoClose: NOTICE_DURATION_MS,
    type: "success",
  })

/** Stays until closed: it says what to do next, which the visitor may need to read twice. */
export const notifyError = (message: string) =>
  show(message, {
    role: "alert",
    autoClose: false,
    type: "error",
  })
