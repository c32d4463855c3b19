import styled from "styled-components"

/** In the `ui` layer (src/styles/layers.ts), so a card that extends it overrides any of it. */
const Card = styled.article`
  @layer ui {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
    border: ${({ theme }) => theme.borderWidths.hairline} solid
      ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`

export default Card
