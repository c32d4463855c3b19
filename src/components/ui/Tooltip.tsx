import * as React from "react"

import { tooltipClock } from "../../lib/browser/tooltipClock"
import { classNames } from "../../lib/classNames"
import * as styles from "./Tooltip.module.css"

export type TooltipProps = {
  /** The words shown; the trigger carries its own accessible name. */
  label: string
  /** One focusable control: a button or a link. */
  children: React.ReactNode
  placement?: "top" | "bottom"
  align?: "center" | "end"
  /** Suppresses the tooltip, for example while the control's own popover is open. */
  disabled?: boolean
  className?: string
}

const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(":focus-visible")
  } catch {
    return true
  }
}

/**
 * A tooltip for an icon-only control. It opens after the pointer rests on the control for
 * 700 ms (at once if another tooltip closed less than 300 ms ago) and at once on keyboard
 * focus; it stays open while the pointer is on it, and closes on leave, blur, press or Escape.
 */
const Tooltip = ({
  label,
  children,
  placement = "top",
  align = "center",
  disabled = false,
  className,
}: TooltipProps) => {
  const [open, setOpen] = React.useState(false)
  const openRef = React.useRef(false)
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined)

  const cancelTimer = () => clearTimeout(timer.current)
  const show = React.useCallback(() => {
    openRef.current = true
    setOpen(true)
  }, [])
  const hide = React.useCallback(() => {
    clearTimeout(timer.current)
    if (openRef.current) tooltipClock.recordClose(Date.now())
    openRef.current = false
    setOpen(false)
  }, [])

  React.useEffect(() => cancelTimer, [])
  // Escape dismisses the tooltip wherever focus is, even when the pointer opened it.
  React.useEffect(() => {
    if (!open) return undefined
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide()
    }
    document.addEventListener("keydown", handleKeyDown)
    return () => document.removeEventListener("keydown", handleKeyDown)
  }, [open, hide])
  React.useEffect(() => {
    if (disabled) hide()
  }, [disabled, hide])

  const handlePointerEnter = (event: React.PointerEvent) => {
    if (disabled || event.pointerType !== "mouse") return
    cancelTimer()
    const delay = tooltipClock.delayBeforeOpening(Date.now())
    if (delay === 0) show()
    else timer.current = setTimeout(show, delay)
  }

  const handleFocus = (event: React.FocusEvent) => {
    if (!disabled && isKeyboardFocus(event.target)) show()
  }

  return (
    <span
      className={classNames(styles.anchor, className)}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={handleFocus}
      onBlur={hide}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          className={classNames(
            styles.bubble,
            placement === "top" ? styles.top : styles.bottom,
            align === "center" ? styles.center : styles.end,
          )}
        >
          {label}
        </span>
      )}
    </span>
  )
}

export default Tooltip
