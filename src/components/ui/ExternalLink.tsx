import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { classNames } from "../../lib/classNames"
import { buttonClassName, type ButtonVariant } from "./buttonStyles"
import VisuallyHidden from "./VisuallyHidden"
import * as styles from "./ExternalLink.module.css"

export type ExternalLinkProps = {
  href: string
  children: React.ReactNode
  /** Draws the link as a button; leave out for an inline text link. */
  variant?: ButtonVariant
  className?: string
  /**
   * Lets the other site see which page sent the visitor (`rel="noopener"` without
   * `noreferrer`): ticket sellers count sales from the artist's site this way.
   */
  keepReferrer?: boolean
  "aria-describedby"?: string
}

/** A link that leaves the site: new tab, no opener, and says so to screen readers. */
const ExternalLink = ({
  href,
  children,
  variant,
  className,
  keepReferrer = false,
  "aria-describedby": describedBy,
}: ExternalLinkProps) => {
  const strings = useStrings()
  return (
    // eslint-disable-next-line react/jsx-no-target-blank -- always noopener; the referrer is kept only when asked (keepReferrer)
    <a
      href={href}
      className={
        variant
          ? buttonClassName(variant, className)
          : classNames(styles.textAnchor, className)
      }
      target="_blank"
      rel={keepReferrer ? "noopener" : "noopener noreferrer"}
      aria-describedby={describedBy}
    >
      {children}
      <VisuallyHidden> {strings.newTab}</VisuallyHidden>
    </a>
  )
}

export default ExternalLink
