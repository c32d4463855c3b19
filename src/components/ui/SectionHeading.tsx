import styled from "styled-components"

/** In the `ui` layer (src/styles/layers.ts), so a heading that extends it overrides any of it. */
const SectionHeading = styled.h2`
  @layer ui {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-transform: uppercase;
  }
`

export default SectionHeading
