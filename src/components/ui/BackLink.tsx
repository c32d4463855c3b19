import * as React from "react"
import styled from "styled-components"

import Link from "./Link"

export type BackLinkProps = {
  /** The list page above this one, by its English path ("/tour/"). */
  to: string
  children: React.ReactNode
}

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const BackLink = ({ to, children }: BackLinkProps) => (
  <Back to={to}>
    <span aria-hidden="true">← </span>
    {children}
  </Back>
)

export default BackLink
