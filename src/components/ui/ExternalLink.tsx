import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { buttonStyles, type ButtonVariant } from "./buttonStyles"
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

const TextAnchor = styled.a`
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
`

const ButtonAnchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
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
  const content = (
    <>
      {children}
      <VisuallyHidden> {strings.newTab}</VisuallyHidden>
    </>
  )
  const shared = {
    href,
    className,
    target: "_blank",
    rel: keepReferrer ? "noopener" : "noopener noreferrer",
    "aria-describedby": describedBy,
  }
  return variant ? (
    <ButtonAnchor {...shared} $variant={variant}>
      {content}
    </ButtonAnchor>
  ) : (
    <TextAnchor {...shared}>{content}</TextAnchor>
  )
}

export default ExternalLink
