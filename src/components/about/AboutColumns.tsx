import styled from "styled-components"

import { media } from "../../styles/media"

/** The about page's columns; styles/imageSizes.ts (portrait) is worked out from them. */
const AboutColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[7]};

  ${media.md} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`

export default AboutColumns
