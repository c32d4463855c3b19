import * as React from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import styled, { keyframes } from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { useScrollLock } from "../../hooks/useScrollLock"
import { focusOnArrival, wrapTabFocus } from "../../lib/browser/wrapTabFocus"
import Icon from "../ui/Icon"
import IconButton from "../ui/IconButton"
import Tooltip from "../ui/Tooltip"
import LanguageSwitch from "./LanguageSwitch"
import type { MobileMenuProps } from "./MobileMenu"
import NavLinks from "./NavLinks"

export type MenuDrawerProps = MobileMenuProps & {
  open: boolean
  onClose: () => void
  onNavigate: (path: string) => void
}

const slideIn = keyframes`
  from {
    transform: translateX(100%);
  }
  to {
    transform: translateX(0);
  }
`

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  background: ${({ theme }) => theme.colors.overlay};
`

/** Its slide is cut under reduced motion by the global style (src/styles/GlobalStyle.ts). */
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

const MenuDrawer = ({
  open,
  currentPath,
  notFound,
  onClose,
  onNavigate,
}: MenuDrawerProps) => {
  const strings = useStrings()
  useScrollLock(open)
  return (
    <Overlay
      isOpen={open}
      onDismiss={onClose}
      // Its sentinels carry tabindex="1", which axe flags; MobileMenu keeps focus in with `inert`.
      dangerouslyBypassFocusLock
      // Our own lock: Reach's injects a style a strict policy refuses (useScrollLock).
      dangerouslyBypassScrollLock
      // On the overlay: Reach's DialogContent drops an onKeyDown handler.
      onKeyDown={wrapTabFocus}
    >
      <Drawer aria-label={strings.nav.menuTitle}>
        <DrawerTop>
          <Tooltip label={strings.nav.closeMenu} placement="bottom" align="end">
            <IconButton
              ref={focusOnArrival}
              aria-label={strings.nav.closeMenu}
              onClick={onClose}
            >
              <Icon name="close" />
            </IconButton>
          </Tooltip>
        </DrawerTop>
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
      </Drawer>
    </Overlay>
  )
}

export default MenuDrawer
