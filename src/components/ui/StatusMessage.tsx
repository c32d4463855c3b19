import * as React from "react"
import styled from "styled-components"

import ButtonLink from "./ButtonLink"
import Container from "./Container"

export type StatusMessageProps = {
  words: { heading: string; body: string; home: string }
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

const StatusMessage = ({ words }: StatusMessageProps) => (
  <Wrapper>
    <Heading>{words.heading}</Heading>
    <Body>{words.body}</Body>
    <ButtonLink to="/">{words.home}</ButtonLink>
  </Wrapper>
)

export default StatusMessage
