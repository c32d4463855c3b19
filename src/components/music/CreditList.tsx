import * as React from "react"
import styled from "styled-components"

import type { CreditLine } from "../../lib/props/toReleaseProps"
import { Muted } from "../ui/lines"

export type CreditListProps = { credits: readonly CreditLine[] }

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
`

const Names = styled.dd`
  margin: 0;
`

const CreditList = ({ credits }: CreditListProps) => (
  <List>
    {credits.map((credit, index) => (
      // A role may come twice (two "Mixed by" lines), so its place keeps the key unique.
      <React.Fragment key={`${index}-${credit.role}`}>
        <Muted as="dt">{credit.role}</Muted>
        <Names>{credit.names}</Names>
      </React.Fragment>
    ))}
  </List>
)

export default CreditList
