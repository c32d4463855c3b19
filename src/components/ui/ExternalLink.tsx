import * as React from "react"
import styled from "styled-components"

import { strings } from "../../strings"
import { buttonStyles, type ButtonVariant } from "./buttonStyles"
import VisuallyHidden from "./VisuallyHidden"

export type ExternalLinkProps = {
  href: string
  children: React.ReactNode
  /** Draws the link as a button; leave out for an inline text link. */
  variant?: ButtonVariant
  className?: string
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
}: ExternalLinkProps) => {
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
    rel: "noopener noreferrer",
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
