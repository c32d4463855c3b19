import * as React from "react"
import styled, { css } from "styled-components"

import {
  buttonOrTextLook,
  type ButtonLookProps,
  type ButtonVariant,
} from "./buttonLook"

export type DownloadLinkProps = {
  href: string
  /** The name the file is saved as. */
  fileName: string
  children: React.ReactNode
  /** "ZIP, 411 kB": what the visitor is about to download. */
  facts: string
  /** Draws it as a button; leave out for a text link. */
  variant?: ButtonVariant
  className?: string
}

/** A button, or a text link without a variant. */
const Anchor = styled.a<ButtonLookProps>`
  ${buttonOrTextLook(css`
    font-weight: 700;
    text-underline-offset: 0.2em;
  `)}
`

const Facts = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  opacity: 0.85;
`

/** A link that downloads a file of this site, saying its type and size. */
const DownloadLink = ({
  href,
  fileName,
  children,
  facts,
  variant,
  className,
}: DownloadLinkProps) => (
  <Anchor
    href={href}
    download={fileName}
    $variant={variant}
    className={className}
  >
    {children} <Facts>({facts})</Facts>
  </Anchor>
)

export default DownloadLink
