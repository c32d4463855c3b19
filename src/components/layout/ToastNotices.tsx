import * as React from "react"
import { ToastContainer, type CloseButtonProps } from "react-toastify"

import { useStrings } from "../../hooks/useLanguage"
import { NOTICE_DURATION_MS } from "../../lib/browser/notify"
import { theme } from "../../styles/theme"
import Icon from "../ui/Icon"

/** react-toastify's close button, with its label in the page's language. */
const CloseNotice = ({ closeToast, theme: look }: CloseButtonProps) => {
  const strings = useStrings()
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${look}`}
      aria-label={strings.notices.close}
      onClick={event => {
        event.stopPropagation()
        closeToast(true)
      }}
    >
      <Icon name="close" size={theme.iconSizes.sm} />
    </button>
  )
}

/** The library's countdown bar is left out: its label is fixed English. */
const ToastNotices = () => {
  const strings = useStrings()
  return (
    <ToastContainer
      position="bottom-center"
      theme="dark"
      autoClose={NOTICE_DURATION_MS}
      limit={3}
      aria-label={strings.notices.label}
      hideProgressBar
      closeButton={CloseNotice}
    />
  )
}

export default ToastNotices
