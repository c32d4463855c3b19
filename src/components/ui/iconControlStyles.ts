import * as styles from "./iconControl.module.css"

/** The class of a round, icon-only control, whether a button or a link. */
export const iconControlClassName: string = styles.iconControl ?? ""
