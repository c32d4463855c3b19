import * as React from "react"
import styled, { css } from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { currentMarkFor, navItems } from "../../lib/navigation"
import { media } from "../../styles/media"
import Link from "../ui/Link"

type NavLayout = "row" | "wrap" | "column"

export type NavLinksProps = {
  currentPath: string
  /** A row (the header), a row that wraps (the footer) or a column (the menu drawer). */
  layout: NavLayout
  /** Called with the link's path when it is chosen, so the mobile menu can close. */
  onNavigate?: (path: string) => void
}

type LayoutProps = { $layout: NavLayout }

/** Each layout's list. */
const listLayouts = {
  row: css`
    flex-direction: row;
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[1]};
  `,
  wrap: css`
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  `,
  column: css`
    flex-direction: column;
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[2]};
  `,
}

const List = styled.ul<LayoutProps>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $layout }) => listLayouts[$layout]}
`

/** Each layout's links: the footer's keep the plain look. */
const linkLayouts = {
  /* Between 768 px and 1100 px the header's row holds seven links and the language switch.
     Up to 800 px the padding narrows with the window (4 px at 768), which leaves the row
     room for a reader's own wider letter and word spacing (WCAG 1.4.12). */
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
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 400;
    letter-spacing: 0.03em;
    text-transform: uppercase;
  `,
}

const NavLink = styled(Link)<LayoutProps>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  transition: color ${({ theme }) => theme.durations.fast};
  ${({ $layout }) => linkLayouts[$layout]}

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current="page"],
  &[aria-current="true"] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 calc(-1 * ${({ theme }) => theme.borderWidths.thick}) 0
      ${({ theme }) => theme.colors.accent};
  }
`

/** The seven site links, the current page marked with aria-current="page" and highlighted. */
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
