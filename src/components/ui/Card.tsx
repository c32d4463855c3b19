import styled from "styled-components"

/**
 * The raised surface every card on the site sits on: an `<article>` unless `as` says. A
 * shared look, in the `ui` layer (src/styles/layers.ts): a card that extends it
 * (`styled(Card)`) overrides any of it.
 */
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
