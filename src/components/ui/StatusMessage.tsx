import * as React from "react"
import styled from "styled-components"

import ButtonLink from "./ButtonLink"
import Container from "./Container"

export type StatusMessageProps = {
  heading: string
  body: string
  homeLabel: string
  className?: string
}

const Wrapper = styled(Container)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[8]};
`

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

const Body = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const StatusMessage = ({
  heading,
  body,
  homeLabel,
  className,
}: StatusMessageProps) => (
  <Wrapper className={className}>
    <Heading>{heading}</Heading>
    <Body>{body}</Body>
    <ButtonLink to="/">{homeLabel}</ButtonLink>
  </Wrapper>
)

export default StatusMessage
