import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { SITE_PAGES_ID } from "../../lib/navigation"
import type { FooterLink } from "../../lib/props/toFooterLinks"
import Container from "../ui/Container"
import Icon from "../ui/Icon"
import Tooltip from "../ui/Tooltip"
import NavLinks from "./NavLinks"

export type FooterProps = {
  /** The artist's name, from data/site.json */
  name: string
  links: FooterLink[]
  year: string
  currentPath: string
}

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space[8]};
  padding-block: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`

const Pages = styled.nav`
  flex-basis: 100%;
  /* The fixed header must not cover the list when the menu link jumps here. */
  scroll-margin-top: ${({ theme }) => theme.sizes.header};
`

const Rights = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/**
 * Every page of the site (the menu's target before the page is interactive), the artist's
 * streaming and social profiles as icon links, and the copyright line.
 */
const Footer = ({ name, links, year, currentPath }: FooterProps) => {
  const strings = useStrings()
  return (
    <Bar>
      <Inner>
        <Pages id={SITE_PAGES_ID} aria-label={strings.footer.pagesLabel}>
          <NavLinks currentPath={currentPath} layout="wrap" />
        </Pages>
        <nav aria-label={strings.footer.socialLabel}>
          <Links>
            {links.map(link => (
              <li key={link.url}>
                <Tooltip label={link.label}>
                  <IconLink
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.label} ${strings.newTab}`}
                  >
                    <Icon name={link.icon} />
                  </IconLink>
                </Tooltip>
              </li>
            ))}
          </Links>
        </nav>
        <Rights>{strings.footer.rights(year, name)}</Rights>
      </Inner>
    </Bar>
  )
}

export default Footer
