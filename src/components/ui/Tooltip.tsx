import * as React from "react"

import styled, { css, keyframes } from "styled-components"

import { tooltipClock } from "../../lib/browser/tooltipClock"

export type TooltipProps = {
  /** The words shown; the trigger carries its own accessible name. */
  label: string
  /** One focusable control: a button or a link. */
  children: React.ReactNode
  placement?: "top" | "bottom"
  align?: "center" | "end"
  disabled?: boolean
}

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`

type BubbleProps = {
  $placement: NonNullable<TooltipProps["placement"]>
  $align: NonNullable<TooltipProps["align"]>
}

const Bubble = styled.span<BubbleProps>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.bg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  box-shadow: ${({ theme }) => theme.shadows.popover};
  animation: ${fadeIn} ${({ theme }) => theme.durations.fast} ease-out;

  /* Bridges the gap to the control, so the pointer can move onto the tooltip. */
  &::before {
    content: "";
    position: absolute;
    right: 0;
    left: 0;
    height: ${({ theme }) => theme.space[2]};
  }

  ${({ $placement, theme }) =>
    $placement === "top"
      ? css`
          bottom: calc(100% + ${theme.space[2]});

          &::before {
            top: 100%;
          }
        `
      : css`
          top: calc(100% + ${theme.space[2]});

          &::before {
            bottom: 100%;
          }
        `}

  ${({ $align }) =>
    $align === "center"
      ? css`
          left: 50%;
          transform: translateX(-50%);
        `
      : css`
          right: 0;
        `}
`

const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(":focus-visible")
  } catch {
    return true
  }
}

const Tooltip = ({
  label,
  children,
  placement = "top",
  align = "center",
  disabled = false,
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
    <Anchor
      onPointerEnter={handlePointerEnter}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={handleFocus}
      onBlur={hide}
    >
      {children}
      {open && (
        <Bubble role="tooltip" $placement={placement} $align={align}>
          {label}
        </Bubble>
      )}
    </Anchor>
  )
}

export default Tooltip
