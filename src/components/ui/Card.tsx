import { elementWithClass } from "./elementWithClass"
import * as styles from "./Card.module.css"

/** The raised surface every card on the site sits on: an `<article>` unless `as` says. */
const Card = elementWithClass("Card", "article", styles.card)

export default Card
