import "styled-components"
import type { Theme } from "./theme"

declare module "styled-components" {
  // Declaration merging: props.theme is typed from theme.ts.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
