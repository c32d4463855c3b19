import styled from "styled-components"

import { buttonStyles, type ButtonVariant } from "./buttonStyles"

/**
 * A real `<button type="button">`. Buttons the product specification (docs/specification.md) gives no action are these with no
 * handler: they never navigate and never submit a form.
 */
const Button = styled.button.attrs({ type: "button" as const })<{
  $variant?: ButtonVariant
}>`
  ${buttonStyles}
`

export default Button
