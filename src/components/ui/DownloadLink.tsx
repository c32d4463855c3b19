import * as React from "react"
import styled from "styled-components"

import { buttonStyles, type ButtonVariant } from "./buttonStyles"

export type DownloadLinkProps = {
  href: string
  /** The name the file is saved as. */
  fileName: string
  children: React.ReactNode
  /** "ZIP, 411 kB": what the visitor is about to download. */
  facts: string
  /** Draws it as a button; leave out for a text link. */
  variant?: ButtonVariant
}

const ButtonAnchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`

const TextAnchor = styled.a`
  font-weight: 700;
  text-underline-offset: 0.2em;
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
}: DownloadLinkProps) => {
  const content = (
    <>
      {children} <Facts>({facts})</Facts>
    </>
  )
  return variant ? (
    <ButtonAnchor href={href} download={fileName} $variant={variant}>
      {content}
    </ButtonAnchor>
  ) : (
    <TextAnchor href={href} download={fileName}>
      {content}
    </TextAnchor>
  )
}

export default DownloadLink
