import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { classNames } from "../../lib/classNames"
import Button from "./Button"
import type { ButtonVariant } from "./buttonStyles"
import ExternalLink from "./ExternalLink"
import * as styles from "./ActionLink.module.css"

export type ActionLinkProps = {
  /** Where the button goes (a new tab); without it the button is disabled with a note. */
  href?: string
  children: React.ReactNode
  variant: ButtonVariant
  /** Why there is no link, shown beside the disabled button. */
  unavailableNote?: string
  /** The id of what the button is for (a product's heading). */
  describedBy?: string
  className?: string
}

/**
 * A call to action that leaves the site when data gives it somewhere to go, and otherwise
 * says so: a disabled button with a visible reason ('Coming soon'), never a dead button.
 */
const ActionLink = ({
  href,
  children,
  variant,
  unavailableNote,
  describedBy,
  className,
}: ActionLinkProps) => {
  const strings = useStrings()
  const noteId = React.useId()
  if (href) {
    return (
      <ExternalLink
        href={href}
        variant={variant}
        aria-describedby={describedBy}
        className={className}
      >
        {children}
      </ExternalLink>
    )
  }
  return (
    <span className={classNames(styles.waiting, className)}>
      <Button
        variant={variant}
        className={styles.disabledButton}
        disabled
        aria-describedby={[describedBy, noteId].filter(Boolean).join(" ")}
      >
        {children}
      </Button>
      <span className={styles.note} id={noteId}>
        {unavailableNote ?? strings.comingSoon}
      </span>
    </span>
  )
}

export default ActionLink
