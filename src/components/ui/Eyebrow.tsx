import { elementWithClass } from "./elementWithClass"
import * as styles from "./Eyebrow.module.css"

/** The small capitalised label above a card or section title ("Latest Single", "EP"). */
const Eyebrow = elementWithClass("Eyebrow", "p", styles.eyebrow)

export default Eyebrow
