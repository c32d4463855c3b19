import * as React from "react"

import { buttonClassName, type ButtonVariant } from "./buttonStyles"

type ButtonProps = Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  "type"
> & {
  variant?: ButtonVariant
}

/**
 * A real `<button type="button">`. Buttons the product specification (docs/specification.md) gives no action are these with no
 * handler: they never navigate and never submit a form.
 */
const Button = ({ variant, className, ...props }: ButtonProps) => (
  <button
    type="button"
    className={buttonClassName(variant, className)}
    {...props}
  />
)

export default Button
