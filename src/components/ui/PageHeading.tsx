import styled from "styled-components"

const PageHeading = styled.h1`
  @layer ui {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    text-transform: uppercase;
  }
`

export default PageHeading
