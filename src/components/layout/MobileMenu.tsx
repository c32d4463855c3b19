import * as React from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import styled, { keyframes } from "styled-components"

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

/**
 * The navigation below 768 px: a toggle that opens a drawer. Reach UI's dialog supplies the
 * focus trap, Escape, the overlay click, the scroll lock and returning focus to the toggle;
 * it stays behind this one component so it can be swapped.
 */
const MobileMenu = ({ currentPath }: MobileMenuProps) => {
  const [open, setOpen] = React.useState(false)
  const close = () => setOpen(false)

  return (
    <>
      <Tooltip
        label={strings.nav.openMenu}
        placement="bottom"
        align="end"
        disabled={open}
      >
        <IconButton
          aria-label={strings.nav.openMenu}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Icon name="menu" />
        </IconButton>
      </Tooltip>
      <Overlay isOpen={open} onDismiss={close}>
        <Drawer aria-label={strings.nav.menuTitle}>
          <DrawerTop>
            <Tooltip
              label={strings.nav.closeMenu}
              placement="bottom"
              align="end"
            >
              <IconButton aria-label={strings.nav.closeMenu} onClick={close}>
                <Icon name="close" />
              </IconButton>
            </Tooltip>
          </DrawerTop>
          <nav aria-label={strings.nav.label}>
            <NavLinks
              currentPath={currentPath}
              layout="column"
              onNavigate={close}
            />
          </nav>
        </Drawer>
      </Overlay>
    </>
  )
}

export default MobileMenu
