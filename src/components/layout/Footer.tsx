import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { SITE_PAGES_ID } from "../../lib/navigation"
import {
  COUNTED_EVENTS,
  countAttributes,
} from "../../lib/analytics/countedEvents"
import type { FooterLink } from "../../lib/props/toFooterLinks"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import SignupForm from "../signup/SignupForm"
import Container from "../ui/Container"
import Icon from "../ui/Icon"
import Link from "../ui/Link"
import { circleLook, unstyledListLook } from "../ui/looks"
import Tooltip from "../ui/Tooltip"
import NavLinks from "./NavLinks"

export type FooterProps = {
  name: string
  links: FooterLink[]
  year: string
  currentPath: string
  signup?: SignupFormFields
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
  ${unstyledListLook}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`

const IconLink = styled.a`
  ${circleLook("touchTarget")}
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

/** The sign-up's section, its heading and line styled from here to keep the footer small. */
const Signup = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  flex-basis: 100%;
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & > h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    text-transform: uppercase;
  }

  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Small = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
`

/** On every page: before hydration the mobile menu links to its list of pages. */
const Footer = ({ name, links, year, currentPath, signup }: FooterProps) => {
  const strings = useStrings()
  return (
    <Bar>
      <Inner>
        {signup ? (
          <Signup aria-labelledby="footer-signup">
            <h2 id="footer-signup">{strings.signup.footerHeading}</h2>
            <p>{strings.signup.footerBody}</p>
            <SignupForm form={signup} from="footer" />
          </Signup>
        ) : null}
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
                    {...countAttributes(
                      link.icon === "spotify" || link.icon === "appleMusic"
                        ? {
                            event: COUNTED_EVENTS.stream,
                            props: { platform: link.icon },
                          }
                        : {
                            event: COUNTED_EVENTS.social,
                            props: { network: link.icon },
                          },
                    )}
                  >
                    <Icon name={link.icon} />
                  </IconLink>
                </Tooltip>
              </li>
            ))}
          </Links>
        </nav>
        <Small>
          <span>{strings.footer.rights(year, name)}</span>
          <Link to="/news/">{strings.footer.news}</Link>
          <Link to="/press/">{strings.footer.press}</Link>
          <Link to="/privacy/">{strings.footer.privacy}</Link>
        </Small>
      </Inner>
    </Bar>
  )
}

export default Footer
