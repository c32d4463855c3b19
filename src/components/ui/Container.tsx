import styled from "styled-components"

/**
 * Centres content at the site's reading width, with the page gutter on small screens: a
 * `<div>` unless `as` says. A shared look, in the `ui` layer (src/styles/layers.ts).
 */
const Container = styled.div`
  @layer ui {
    width: 100%;
    max-width: ${({ theme }) => theme.sizes.content};
    margin-inline: auto;
    padding-inline: ${({ theme }) => theme.space[4]};
  }
`

export default Container
