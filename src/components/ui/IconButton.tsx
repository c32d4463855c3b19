import styled from "styled-components"

import { iconControlStyles } from "./iconControlStyles"

/** A round, icon-only `<button type="button">`; give it an aria-label and a Tooltip. */
const IconButton = styled.button.attrs({ type: "button" as const })`
  ${iconControlStyles}
`

export default IconButton
