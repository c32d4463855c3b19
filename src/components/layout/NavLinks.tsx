import * as React from "react"
import styled, { css } from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { currentMarkFor, navItems } from "../../lib/navigation"
import { media } from "../../styles/media"
import Link from "../ui/Link"
import {
  activeLinkLook,
  mutedLinkLook,
  unstyledListLook,
  displayFaceLook,
} from "../ui/looks"

type NavLayout = "row" | "wrap" | "column"

export type NavLinksProps = {
  currentPath: string
  layout: NavLayout
  /** So the mobile menu can close when a link is chosen. */
  onNavigate?: (path: string) => void
}

type LayoutProps = { $layout: NavLayout }

const List = styled.ul<LayoutProps>`
  ${unstyledListLook}
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === "column" ? "column" : "row")};
  flex-wrap: ${({ $layout }) => ($layout === "wrap" ? "wrap" : "nowrap")};
  gap: ${({ $layout, theme }) => theme.space[$layout === "column" ? 2 : 1]};
`

const linkLayouts = {
  /* The header's row holds seven links and the language switch from 768 px: up to 800 px the
     padding narrows with the window, leaving room for a reader's own spacing (WCAG 1.4.12). */
  row: css`
    padding-inline: clamp(
      ${({ theme }) => theme.space[1]},
      12.5vw - 92px,
      ${({ theme }) => theme.space[2]}
    );

    ${media.lg} {
      padding-inline: ${({ theme }) => theme.space[3]};
    }
  `,
  wrap: null,
  column: css`
    ${displayFaceLook}
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 400;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  `,
}

// Its colour comes from the looks alone: an own, unlayered colour would beat the current one's.
const NavLink = styled(Link)<LayoutProps>`
  ${mutedLinkLook}
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  ${({ $layout }) => linkLayouts[$layout]}

  &[aria-current="page"],
  &[aria-current="true"] {
    ${activeLinkLook}
  }
`

const NavLinks = ({ currentPath, layout, onNavigate }: NavLinksProps) => {
  const strings = useStrings()
  return (
    <List $layout={layout}>
      {navItems(strings).map(item => (
        <li key={item.path}>
          <NavLink
            $layout={layout}
            to={item.path}
            aria-current={currentMarkFor(item.path, currentPath)}
            onClick={() => onNavigate?.(item.path)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </List>
  )
}

export default NavLinks
