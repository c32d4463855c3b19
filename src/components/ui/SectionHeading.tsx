import styled from "styled-components"

/** In the `ui` layer (src/styles/layers.ts), so a heading that extends it overrides any of it. */
const SectionHeading = styled.h2`
  @layer ui {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-transform: uppercase;
  }
`

/** A smaller one, over a block of a page's section: a show's card, a release's links. */
export const MinorHeading = styled.h2`
  @layer ui {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`

export default SectionHeading
