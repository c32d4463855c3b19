// The previews' "gatsby" (writeAdmin.ts): /admin/ has no Gatsby runtime, page query or router.
import * as React from "react"

export const graphql = (): undefined => undefined

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(
  ({ to, children, ...props }, ref) => (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  ),
)
Link.displayName = "Link"
