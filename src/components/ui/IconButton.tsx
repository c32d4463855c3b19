import styled from "styled-components"

import { iconControlLook } from "./looks"

/** A round, icon-only `<button type="button">`; give it an aria-label and a Tooltip. */
const IconButton = styled.button.attrs<{ as?: "a" }>(({ as }) =>
  as === "a" ? {} : { type: "button" as const },
)`
  ${iconControlLook}
`

export default IconButton
