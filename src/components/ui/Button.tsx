import * as React from "react"
import styled from "styled-components"

import {
  buttonLook,
  type ButtonLookProps,
  type ButtonVariant,
} from "./buttonLook"

type ButtonProps = Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  "type"
> & {
  variant?: ButtonVariant
}

const ButtonElement = styled.button<ButtonLookProps>`
  ${buttonLook}
`

/**
 * A real `<button type="button">`. Buttons the product specification (docs/specification.md) gives no action are these with no
 * handler: they never navigate and never submit a form.
 */
const Button = ({ variant, ...props }: ButtonProps) => (
  <ButtonElement type="button" $variant={variant} {...props} />
)

export default Button
