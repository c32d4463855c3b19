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

/** Buttons the specification gives no action have no handler: they never navigate or submit. */
const Button = ({ variant, ...props }: ButtonProps) => (
  <ButtonElement type="button" $variant={variant} {...props} />
)

export default Button
