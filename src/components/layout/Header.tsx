import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { media } from "../../styles/media"
import Container from "../ui/Container"
import Link from "../ui/Link"
import LanguageSwitch from "./LanguageSwitch"
import MobileMenu, { type MobileMenuProps } from "./MobileMenu"
import NavLinks from "./NavLinks"
import { displayFaceLook } from "../ui/looks"

export type HeaderProps = MobileMenuProps & { name: string }

const Bar = styled.header`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  height: ${({ theme }) => theme.sizes.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
`

const Brand = styled(Link)`
  ${displayFaceLook}
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.04em;
  text-decoration: none;
  text-transform: uppercase;
  white-space: nowrap;
`

const DesktopNav = styled.nav`
  display: none;

  ${media.md} {
    display: block;
  }
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

const MobileOnly = styled.div`
  /* A flex box, so the toggle sets its height whether it is the link or the button. */
  display: flex;

  ${media.md} {
    display: none;
  }
`

const Header = ({ name, currentPath, notFound }: HeaderProps) => {
  const strings = useStrings()
  return (
    <Bar>
      <Inner>
        <Brand to="/">{name}</Brand>
        <Controls>
          <DesktopNav aria-label={strings.nav.label}>
            <NavLinks currentPath={currentPath} layout="row" />
          </DesktopNav>
          <LanguageSwitch
            currentPath={currentPath}
            notFound={notFound}
            layout="compact"
          />
          <MobileOnly>
            <MobileMenu currentPath={currentPath} notFound={notFound} />
          </MobileOnly>
        </Controls>
      </Inner>
    </Bar>
  )
}

export default Header
