import { elementWithClass } from "./elementWithClass"
import * as styles from "./VisuallyHidden.module.css"

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
const VisuallyHidden = elementWithClass(
  "VisuallyHidden",
  "span",
  styles.visuallyHidden,
)

export default VisuallyHidden
