import * as React from "react"
import { Link } from "gatsby"

// One page, a heading, a paragraph and a link: the least any Gatsby page can be.
const FloorPage = () => (
  <main>
    <h1>A bare Gatsby page</h1>
    <p>
      One heading, one paragraph and one link, with no plugins and no styles.
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
      content="The benchmark's floor: a bare Gatsby page."
    />
  </>
)
