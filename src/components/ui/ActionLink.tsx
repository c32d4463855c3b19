import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import Button from "./Button"
import type { ButtonVariant } from "./buttonLook"
import ExternalLink, { type ExternalLinkProps } from "./ExternalLink"

export type ActionLinkProps = {
  /** Where the button goes (a new tab); without it the button is disabled with a note. */
  href?: string
  children: React.ReactNode
  variant: ButtonVariant
  unavailableNote?: string
  /** The id of what the button is for (a product's heading). */
  describedBy?: string
  count?: ExternalLinkProps["count"]
}

const Waiting = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`

const DisabledButton = styled(Button)`
  cursor: not-allowed;
  opacity: 0.55;

  /* Overrides the button's lift on hover (buttonLook): a disabled button stays put. */
  &:hover {
    transform: none;
  }
`

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`

/** Never a dead button: without a link, a disabled one with a visible reason. */
const ActionLink = ({
  href,
  children,
  variant,
  unavailableNote,
  describedBy,
  count,
}: ActionLinkProps) => {
  const strings = useStrings()
  const noteId = React.useId()
  if (href) {
    return (
      <ExternalLink
        href={href}
        variant={variant}
        aria-describedby={describedBy}
        count={count}
      >
        {children}
      </ExternalLink>
    )
  }
  return (
    <Waiting>
      <DisabledButton
        variant={variant}
        disabled
        aria-describedby={[describedBy, noteId].filter(Boolean).join(" ")}
      >
        {children}
      </DisabledButton>
      <Note id={noteId}>{unavailableNote ?? strings.comingSoon}</Note>
    </Waiting>
  )
}

export default ActionLink
