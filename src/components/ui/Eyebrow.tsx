import styled from "styled-components"

/** The small capitalised label above a card or section title ("Latest Single", "EP"). */
const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accentWarm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`

export default Eyebrow
