import * as React from "react"
import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby"

import { useLanguage } from "../../hooks/useLanguage"
import { localizePath } from "../../lib/languages"

export type LinkProps = Omit<GatsbyLinkProps<unknown>, "ref">

/**
 * An internal link to a page in the language being read: components name pages by their
 * English path ("/tour/") and a Spanish page links "/es/tour/". Gatsby's Link underneath
 * prefetches and navigates without a reload.
 */
const Link = ({ to, ...props }: LinkProps) => (
  <GatsbyLink to={localizePath(to, useLanguage())} {...props} />
)

export default Link
