import styled from "styled-components"

// Lines of text set apart by their colour or weight alone: a paragraph, or with `as` a
// span or a term.

export const Muted = styled.p`
  @layer ui {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

export const Bold = styled.p`
  @layer ui {
    font-weight: 700;
  }
`
