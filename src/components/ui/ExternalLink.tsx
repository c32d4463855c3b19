import * as React from "react"
import styled, { css } from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import {
  buttonOrTextLook,
  type ButtonLookProps,
  type ButtonVariant,
} from "./buttonLook"
import VisuallyHidden from "./VisuallyHidden"
import {
  countAttributes,
  type CountTag,
} from "../../lib/analytics/countedEvents"

export type ExternalLinkProps = {
  href: string
  children: React.ReactNode
  variant?: ButtonVariant
  className?: string
  /** Ticket sellers count sales from the artist's site by the referrer. */
  keepReferrer?: boolean
  "aria-describedby"?: string
  /** What a click counts, where the site counts (docs/analytics.md). */
  count?: CountTag
}

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
  count,
}: ExternalLinkProps) => {
  const strings = useStrings()
  return (
    <Anchor
      href={href}
      $variant={variant}
      className={className}
      target="_blank"
      rel={keepReferrer ? "noopener" : "noopener noreferrer"}
      aria-describedby={describedBy}
      {...countAttributes(count)}
    >
      {children}
      <VisuallyHidden> {strings.newTab}</VisuallyHidden>
    </Anchor>
  )
}

export default ExternalLink
