import styled from "styled-components"

/**
 * The small capitalised label above a card or section title ("Latest Single", "EP"). A
 * shared look, in the `ui` layer (src/styles/layers.ts).
 */
const Eyebrow = styled.p`
  @layer ui {
    color: ${({ theme }) => theme.colors.accentWarm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`

export default Eyebrow
