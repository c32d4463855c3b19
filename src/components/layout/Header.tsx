import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import Container from "../ui/Container"
import Link from "../ui/Link"
import LanguageSwitch from "./LanguageSwitch"
import MobileMenu from "./MobileMenu"
import NavLinks from "./NavLinks"
import * as styles from "./Header.module.css"

export type HeaderProps = {
  /** The artist's name, from data/site.json */
  name: string
  currentPath: string
  /** A 404 page: the language switch leads to the other language's home. */
  notFound?: boolean
}

/**
 * The fixed top bar: the artist's name, the inline links from 768 px, the language
 * switch, and the menu below 768 px.
 */
const Header = ({ name, currentPath, notFound }: HeaderProps) => {
  const strings = useStrings()
  return (
    <header className={styles.bar}>
      <Container className={styles.inner}>
        <Link className={styles.brand} to="/">
          {name}
        </Link>
        <div className={styles.controls}>
          <nav className={styles.desktopNav} aria-label={strings.nav.label}>
            <NavLinks currentPath={currentPath} layout="row" />
          </nav>
          <LanguageSwitch
            currentPath={currentPath}
            notFound={notFound}
            layout="compact"
          />
          <div className={styles.mobileOnly}>
            <MobileMenu currentPath={currentPath} notFound={notFound} />
          </div>
        </div>
      </Container>
    </header>
  )
}

export default Header
