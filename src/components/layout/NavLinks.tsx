import * as React from "react"
import styled, { css } from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { currentMarkFor, navItems } from "../../lib/navigation"
import { mq } from "../../styles/media"
import Link from "../ui/Link"

type NavLayout = "row" | "wrap" | "column"

export type NavLinksProps = {
  currentPath: string
  /** A row (the header), a row that wraps (the footer) or a column (the menu drawer). */
  layout: NavLayout
  /** Called with the link's path when it is chosen, so the mobile menu can close. */
  onNavigate?: (path: string) => void
}

const List = styled.ul<{ $layout: NavLayout }>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === "column" ? "column" : "row")};
  flex-wrap: ${({ $layout }) => ($layout === "wrap" ? "wrap" : "nowrap")};
  gap: ${({ theme, $layout }) => ($layout === "column" ? theme.space[2] : theme.space[1])};
  margin: 0;
  padding: 0;
  list-style: none;
`

const NavLink = styled(Link)<{ $layout: NavLayout }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  transition: color ${({ theme }) => theme.durations.fast};

  /* Between 768 px and 1100 px the header's row holds seven links and the language switch.
     Up to 800 px the padding narrows with the window (4 px at 768), which leaves the row
     room for a reader's own wider letter and word spacing (WCAG 1.4.12). */
  ${({ $layout, theme }) =>
    $layout === "row" &&
    css`
      padding-inline: clamp(
        ${theme.space[1]},
        12.5vw - 92px,
        ${theme.space[2]}
      );

      ${mq.lg} {
        padding-inline: ${theme.space[3]};
      }
    `}

  ${({ $layout, theme }) =>
    $layout === "column" &&
    css`
      font-family: ${theme.fonts.display};
      font-size: ${theme.fontSizes.xl};
      font-weight: 400;
      letter-spacing: 0.03em;
      text-transform: uppercase;
    `}

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current="page"],
  &[aria-current="true"] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -${({ theme }) => theme.borderWidths.thick} 0
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
            to={item.path}
            $layout={layout}
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
