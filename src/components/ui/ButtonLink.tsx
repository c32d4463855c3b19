import * as React from "react"

import { buttonClassName, type ButtonVariant } from "./buttonStyles"
import Link, { type LinkProps } from "./Link"

/** An internal Gatsby link that looks like a button ("Return to Home"). */
const ButtonLink = ({
  variant,
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) => (
  <Link className={buttonClassName(variant, className)} {...props} />
)

export default ButtonLink
