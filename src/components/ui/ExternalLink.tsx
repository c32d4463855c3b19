import * as React from "react"
import styled, { css } from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import {
  buttonOrTextLook,
  type ButtonLookProps,
  type ButtonVariant,
} from "./buttonLook"
import VisuallyHidden from "./VisuallyHidden"

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

/** A button, or an inline text link without a variant. */
const Anchor = styled.a<ButtonLookProps>`
  ${buttonOrTextLook(css`
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  `)}
`

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
    // Always noopener; the referrer is kept only when asked (keepReferrer).
    <Anchor
      href={href}
      $variant={variant}
      className={className}
      target="_blank"
      rel={keepReferrer ? "noopener" : "noopener noreferrer"}
      aria-describedby={describedBy}
    >
      {children}
      <VisuallyHidden> {strings.newTab}</VisuallyHidden>
    </Anchor>
  )
}

export default ExternalLink
