import styled from "styled-components"

/**
 * A section's or a card's heading: the display face (src/styles/GlobalStyle.ts) at the
 * section size, in capitals. An `<h2>` unless `as` says; a shared look, in the `ui` layer
 * (src/styles/layers.ts), so a heading that extends it (`styled(SectionHeading)`)
 * overrides any of it.
 */
const SectionHeading = styled.h2`
  @layer ui {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-transform: uppercase;
  }
`

export default SectionHeading
