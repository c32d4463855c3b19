import styled from "styled-components"

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
