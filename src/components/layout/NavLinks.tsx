import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { classNames } from "../../lib/classNames"
import { currentMarkFor, navItems } from "../../lib/navigation"
import Link from "../ui/Link"
import * as styles from "./NavLinks.module.css"

type NavLayout = "row" | "wrap" | "column"

export type NavLinksProps = {
  currentPath: string
  /** A row (the header), a row that wraps (the footer) or a column (the menu drawer). */
  layout: NavLayout
  /** Called with the link's path when it is chosen, so the mobile menu can close. */
  onNavigate?: (path: string) => void
}

/** Each layout's classes: the list's and its links'. */
const LIST_CLASS: Record<NavLayout, string | undefined> = {
  row: styles.listRow,
  wrap: styles.listWrap,
  column: styles.listColumn,
}

const LINK_CLASS: Record<NavLayout, string | undefined> = {
  row: styles.linkRow,
  wrap: undefined,
  column: styles.linkColumn,
}

/** The seven site links, the current page marked with aria-current="page" and highlighted. */
const NavLinks = ({ currentPath, layout, onNavigate }: NavLinksProps) => {
  const strings = useStrings()
  return (
    <ul className={classNames(styles.list, LIST_CLASS[layout])}>
      {navItems(strings).map(item => (
        <li key={item.path}>
          <Link
            className={classNames(styles.link, LINK_CLASS[layout])}
            to={item.path}
            aria-current={currentMarkFor(item.path, currentPath)}
            onClick={() => onNavigate?.(item.path)}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export default NavLinks
