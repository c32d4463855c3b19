import * as React from "react"
import styled, { css } from "styled-components"

import {
  countAttributes,
  type CountTag,
} from "../../lib/analytics/countedEvents"
import {
  buttonOrTextLook,
  type ButtonLookProps,
  type ButtonVariant,
} from "./buttonLook"

export type DownloadLinkProps = {
  href: string
  fileName: string
  children: React.ReactNode
  /** "ZIP, 411 kB": what the visitor is about to download. */
  facts: string
  variant?: ButtonVariant
  count?: CountTag
}

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

const DownloadLink = ({
  href,
  fileName,
  children,
  facts,
  variant,
  count,
}: DownloadLinkProps) => (
  <Anchor
    href={href}
    download={fileName}
    $variant={variant}
    {...countAttributes(count)}
  >
    {children} <Facts>({facts})</Facts>
  </Anchor>
)

export default DownloadLink
