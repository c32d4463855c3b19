import * as React from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import styled, { keyframes } from "styled-components"

import { isCurrentPath } from "../../lib/navigation"
import { strings } from "../../strings"
import Icon from "../ui/Icon"
import IconButton from "../ui/IconButton"
import Tooltip from "../ui/Tooltip"
import NavLinks from "./NavLinks"

export type MobileMenuProps = {
  currentPath: string
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  background: ${({ theme }) => theme.colors.overlay};
`

const Drawer = styled(DialogContent)`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: ${({ theme }) => theme.sizes.drawer};
  padding: ${({ theme }) => theme.space[3]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  animation: ${slideIn} ${({ theme }) => theme.durations.base} ease-out;
`

const DrawerTop = styled.div`
  display: flex;
  justify-content: flex-end;
`

/** Keeps Tab and Shift+Tab cycling inside the drawer instead of leaving for the browser. */
const wrapTabFocus = (event: React.KeyboardEvent<HTMLElement>) => {
  if (event.key !== "Tab") return
  const stops = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>("a[href], button"),
  )
  const first = stops[0]
  const last = stops[stops.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first?.focus()
  }
}

/** Gatsby's root: made inert while the drawer is open, so focus and pointer stay in the drawer. */
const APP_ROOT_ID = "___gatsby"

/**
 * The navigation below 768 px: a toggle that opens a drawer. Reach UI's dialog supplies
 * Escape, the overlay click, the scroll lock and hiding the page from screen readers; it
 * stays behind this one component so it can be swapped. Its focus lock is bypassed: the
 * lock's sentinels carry tabindex="1", which axe rightly flags. The native `inert` attribute
 * keeps focus in the drawer instead, and this component moves focus in and back out.
 */
const MobileMenu = ({ currentPath }: MobileMenuProps) => {
  const [open, setOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const wasOpen = React.useRef(false)
  const refocusAfterNavigation = React.useRef(false)
  const close = () => setOpen(false)
  // The drawer renders in a portal a moment after opening: focus its button on arrival.
  // A stable callback, so re-renders while open never pull focus back to it.
  const focusOnArrival = React.useCallback(
    (button: HTMLButtonElement | null) => button?.focus(),
    [],
  )
  const closeForNavigation = (path: string) => {
    refocusAfterNavigation.current = !isCurrentPath(path, currentPath)
    setOpen(false)
  }

  React.useEffect(() => {
    const app = document.getElementById(APP_ROOT_ID)
    if (open) {
      app?.setAttribute("inert", "")
    } else if (wasOpen.current) {
      app?.removeAttribute("inert")
      toggleRef.current?.focus()
    }
    wasOpen.current = open
    return () => app?.removeAttribute("inert")
  }, [open])

  React.useEffect(() => {
    if (!refocusAfterNavigation.current) return undefined
    refocusAfterNavigation.current = false
    // After a link in the drawer, Gatsby's router focuses the new page once it renders;
    // the toggle takes focus back just after, as it does for every other way of closing.
    const frame = requestAnimationFrame(() => toggleRef.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [currentPath])

  return (
    <>
      <Tooltip
        label={strings.nav.openMenu}
        placement="bottom"
        align="end"
        disabled={open}
      >
        <IconButton
          ref={toggleRef}
          aria-label={strings.nav.openMenu}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Icon name="menu" />
        </IconButton>
      </Tooltip>
      <Overlay
        isOpen={open}
        onDismiss={close}
        dangerouslyBypassFocusLock
        // On the overlay: Reach's DialogContent drops an onKeyDown handler.
        onKeyDown={wrapTabFocus}
      >
        <Drawer aria-label={strings.nav.menuTitle}>
          <DrawerTop>
            <Tooltip
              label={strings.nav.closeMenu}
              placement="bottom"
              align="end"
            >
              <IconButton
                ref={focusOnArrival}
                aria-label={strings.nav.closeMenu}
                onClick={close}
              >
                <Icon name="close" />
              </IconButton>
            </Tooltip>
          </DrawerTop>
          <nav aria-label={strings.nav.label}>
            <NavLinks
              currentPath={currentPath}
              layout="column"
              onNavigate={closeForNavigation}
            />
          </nav>
        </Drawer>
      </Overlay>
    </>
  )
}

export default MobileMenu
