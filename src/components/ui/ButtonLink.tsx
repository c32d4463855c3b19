import * as React from "react"
import styled from "styled-components"

import {
  buttonLook,
  type ButtonLookProps,
  type ButtonVariant,
} from "./buttonLook"
import Link, { type LinkProps } from "./Link"

const ButtonLinkElement = styled(Link)<ButtonLookProps>`
  ${buttonLook}
`

const ButtonLink = ({
  variant,
  ...props
}: LinkProps & { variant?: ButtonVariant }) => (
  <ButtonLinkElement $variant={variant} {...props} />
)

export default ButtonLink
