import { elementWithClass } from "./elementWithClass"
import * as styles from "./Container.module.css"

/**
 * Centres content at the site's reading width, with the page gutter on small screens: a
 * `<div>` unless `as` says.
 */
const Container = elementWithClass("Container", "div", styles.container)

export default Container
