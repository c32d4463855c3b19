import * as React from "react"
import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { localizePath } from "../../lib/languages"

/** Gatsby's Link props; its `ref` typing (a class instance or the anchor) is left out. */
export type LinkProps = Omit<GatsbyLinkProps<unknown>, "ref">

/** Pages are named by English path ("/tour/"); a Spanish page links "/es/tour/". */
const Link = ({ to, ...props }: LinkProps) => {
  const language = useLanguage()
  return <GatsbyLink to={localizePath(to, language)} {...props} />
}

/** A link on its own line after a text: "Read the press page", "All news". */
export const StrongLink = styled(Link)`
  @layer ui {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-underline-offset: 0.2em;
  }
`

export default Link
