import * as React from "react"

/** Opens on hover and on press; a press after a hover keeps it open instead of toggling it shut. */
export const usePopover = <Container extends HTMLElement>() => {
  const [open, setOpenState] = React.useState(false)
  // Refs, as a click arrives right after the pointerenter that opened it, before React re-renders.
  const isOpen = React.useRef(false)
  const openedByHover = React.useRef(false)
  const pointerInside = React.useRef(false)
  const containerRef = React.useRef<Container>(null)
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const popoverId = React.useId()

  const setOpen = React.useCallback((next: boolean) => {
    isOpen.current = next
    if (!next) openedByHover.current = false
    setOpenState(next)
  }, [])

  const close = React.useCallback(
    (returnFocus = false) => {
      setOpen(false)
      if (returnFocus) triggerRef.current?.focus()
    },
    [setOpen],
  )

  // Native pointerleave fires only on leaving the container, not between the icon and the popover.
  React.useEffect(() => {
    const container = containerRef.current
    if (!container) return undefined
    const handleEnter = () => {
      pointerInside.current = true
    }
    const handleLeave = (event: PointerEvent) => {
      pointerInside.current = false
      // A finger or pen "leaves" as soon as it lifts; only a mouse really moves away.
      if (event.pointerType !== "mouse") return
      // If focus is on a popover link, hand it back to the trigger rather than to <body>.
      close(container.contains(document.activeElement))
    }
    container.addEventListener("pointerenter", handleEnter)
    container.addEventListener("pointerleave", handleLeave)
    return () => {
      container.removeEventListener("pointerenter", handleEnter)
      container.removeEventListener("pointerleave", handleLeave)
    }
  }, [close])

  React.useEffect(() => {
    if (!open) return undefined
    const contains = (target: EventTarget | null) =>
      target instanceof Node && Boolean(containerRef.current?.contains(target))
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(contains(document.activeElement))
    }
    const handlePointerDown = (event: PointerEvent) => {
      if (!contains(event.target)) close()
    }
    document.addEventListener("keydown", handleKeyDown)
    document.addEventListener("pointerdown", handlePointerDown)
    return () => {
      document.removeEventListener("keydown", handleKeyDown)
      document.removeEventListener("pointerdown", handlePointerDown)
    }
  }, [open, close])

  const containerProps = {
    ref: containerRef,
    onBlur: (event: React.FocusEvent) => {
      const next = event.relatedTarget
      const staysInside =
        next instanceof Node && event.currentTarget.contains(next)
      if (!staysInside && !(next === null && pointerInside.current)) close()
    },
  }

  const triggerProps = {
    ref: triggerRef,
    "aria-expanded": open,
    "aria-controls": popoverId,
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== "mouse" || isOpen.current) return
      setOpen(true)
      openedByHover.current = true
    },
    onClick: () => {
      if (openedByHover.current) {
        openedByHover.current = false
        return
      }
      setOpen(!isOpen.current)
    },
  }

  const popoverProps = { id: popoverId, hidden: !open }

  return { open, containerProps, triggerProps, popoverProps }
}

export type PopoverState = ReturnType<typeof usePopover>
