import styled from "styled-components"

import { iconControlLook } from "./looks"

/**
 * A round, icon-only `<button type="button">`; give it an aria-label and a Tooltip. As a link
 * (`as="a"`) it keeps the class, so a link the server drew and a button that replaces it
 * share a rule the browser already has.
 */
const IconButton = styled.button.attrs<{ as?: "a" }>(({ as }) =>
  as === "a" ? {} : { type: "button" as const },
)`
  ${iconControlLook}
`

export default IconButton
