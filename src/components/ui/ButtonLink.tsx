import styled from "styled-components"

import { buttonStyles, type ButtonVariant } from "./buttonStyles"
import Link from "./Link"

/** An internal Gatsby link that looks like a button ("Return to Home"). */
const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`

export default ButtonLink
