import * as React from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"

import { useStrings } from "../../hooks/useLanguage"
import { useScrollLock } from "../../hooks/useScrollLock"
import Icon from "../ui/Icon"
import IconButton from "../ui/IconButton"
import Tooltip from "../ui/Tooltip"
import LanguageSwitch from "./LanguageSwitch"
import NavLinks from "./NavLinks"
import * as styles from "./MenuDrawer.module.css"

export type MenuDrawerProps = {
  open: boolean
  currentPath: string
  notFound?: boolean
  onClose: () => void
  /** Called with the chosen link's path. */
  onNavigate: (path: string) => void
}

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

/**
 * The drawer itself, loaded only when the menu first opens so no page pays for it up front.
 * Reach UI's dialog supplies Escape, the overlay click, the scroll lock and hiding the page
 * from screen readers; it stays behind this one component so it can be swapped. Its focus
 * lock is bypassed: the lock's sentinels carry tabindex="1", which axe rightly flags.
 * MobileMenu keeps focus in with the native `inert` attribute instead.
 */
const MenuDrawer = ({
  open,
  currentPath,
  notFound,
  onClose,
  onNavigate,
}: MenuDrawerProps) => {
  const strings = useStrings()
  // The drawer renders in a portal a moment after opening: focus its button on arrival.
  // A stable callback, so re-renders while open never pull focus back to it.
  const focusOnArrival = React.useCallback(
    (button: HTMLButtonElement | null) => button?.focus(),
    [],
  )
  useScrollLock(open)
  return (
    <DialogOverlay
      className={styles.overlay}
      isOpen={open}
      onDismiss={onClose}
      dangerouslyBypassFocusLock
      // Our own lock: Reach's injects a style a strict policy refuses (useScrollLock).
      dangerouslyBypassScrollLock
      // On the overlay: Reach's DialogContent drops an onKeyDown handler.
      onKeyDown={wrapTabFocus}
    >
      <DialogContent
        className={styles.drawer}
        aria-label={strings.nav.menuTitle}
      >
        <div className={styles.drawerTop}>
          <Tooltip label={strings.nav.closeMenu} placement="bottom" align="end">
            <IconButton
              ref={focusOnArrival}
              aria-label={strings.nav.closeMenu}
              onClick={onClose}
            >
              <Icon name="close" />
            </IconButton>
          </Tooltip>
        </div>
        <nav aria-label={strings.nav.label}>
          <NavLinks
            currentPath={currentPath}
            layout="column"
            onNavigate={onNavigate}
          />
        </nav>
        <LanguageSwitch
          currentPath={currentPath}
          notFound={notFound}
          layout="full"
        />
      </DialogContent>
    </DialogOverlay>
  )
}

export default MenuDrawer
