import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"

const Anchor = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.focus};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`

const SkipLink = ({ target }: { target: string }) => {
  const strings = useStrings()
  return <Anchor href={`#${target}`}>{strings.skipLink}</Anchor>
}

export default SkipLink
