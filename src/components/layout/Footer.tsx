import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { SITE_PAGES_ID } from "../../lib/navigation"
import type { FooterLink } from "../../lib/props/toFooterLinks"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import SignupForm from "../signup/SignupForm"
import Container from "../ui/Container"
import Icon from "../ui/Icon"
import Link from "../ui/Link"
import Tooltip from "../ui/Tooltip"
import NavLinks from "./NavLinks"
import * as styles from "./Footer.module.css"

export type FooterProps = {
  /** The artist's name, from data/site.json */
  name: string
  links: FooterLink[]
  year: string
  currentPath: string
  /** The mailing list's sign-up; without one the footer has none. */
  signup?: SignupFormFields
}

/**
 * The mailing list's sign-up, every page of the site (the menu's target before the page is
 * interactive), the artist's streaming and social profiles as icon links, the copyright
 * line and the privacy page.
 */
const Footer = ({ name, links, year, currentPath, signup }: FooterProps) => {
  const strings = useStrings()
  return (
    <footer className={styles.bar}>
      <Container className={styles.inner}>
        {signup ? (
          <section className={styles.signup} aria-labelledby="footer-signup">
            <h2 id="footer-signup">{strings.signup.footerHeading}</h2>
            <p>{strings.signup.footerBody}</p>
            <SignupForm form={signup} />
          </section>
        ) : null}
        <nav
          className={styles.pages}
          id={SITE_PAGES_ID}
          aria-label={strings.footer.pagesLabel}
        >
          <NavLinks currentPath={currentPath} layout="wrap" />
        </nav>
        <nav aria-label={strings.footer.socialLabel}>
          <ul className={styles.links}>
            {links.map(link => (
              <li key={link.url}>
                <Tooltip label={link.label}>
                  <a
                    className={styles.iconLink}
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.label} ${strings.newTab}`}
                  >
                    <Icon name={link.icon} />
                  </a>
                </Tooltip>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.small}>
          <span>{strings.footer.rights(year, name)}</span>
          <Link to="/privacy/">{strings.footer.privacy}</Link>
        </p>
      </Container>
    </footer>
  )
}

export default Footer
