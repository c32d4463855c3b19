import * as React from "react"
import { Link } from "gatsby"
import styled from "styled-components"

// One styled element: the card's styling system at its least, so its runtime (and the
// server's style in the head) is in the floor.
const Heading = styled.h1`
  font-size: 2rem;
`

// One page, a heading, a paragraph and a link: the least any page on the card can be.
const FloorPage = () => (
  <main>
    <Heading>A bare Gatsby page</Heading>
    <p>
      One heading, one paragraph and one link, with styled-components and
      nothing else.
    </p>
    <Link to="/">This page</Link>
  </main>
)

export default FloorPage

export const Head = () => (
  <>
    <html lang="en" />
    <title>Floor</title>
    <meta
      name="description"
      content="The benchmark's floor: a bare Gatsby page on the site's design card."
    />
  </>
)
