/**
 * What the site's components and mappers import from "gatsby", for the visual editor's
 * previews (writeAdmin.ts points "gatsby" here): there is no Gatsby runtime
 * on /admin/, no page query to tag and no router to link through.
 */
import * as React from "react"

/** Page queries are extracted at build time; in a preview the tag is inert. */
export const graphql = (): undefined => undefined

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

/** A preview's links are plain links: they lead nowhere inside the editor. */
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(
  ({ to, children, ...props }, ref) => (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  ),
)
Link.displayName = "Link"
