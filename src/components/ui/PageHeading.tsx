import styled from "styled-components"

/**
 * A page's `<h1>` (a page intro, a release's or a show's page): the headline face
 * (src/styles/GlobalStyle.ts) at the page-title size, in capitals. A shared look, in the
 * `ui` layer (src/styles/layers.ts).
 */
const PageHeading = styled.h1`
  @layer ui {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    text-transform: uppercase;
  }
`

export default PageHeading
