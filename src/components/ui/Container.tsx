import styled from "styled-components"

const Container = styled.div`
  @layer ui {
    width: 100%;
    max-width: ${({ theme }) => theme.sizes.content};
    margin-inline: auto;
    padding-inline: ${({ theme }) => theme.space[4]};
  }
`

export default Container
