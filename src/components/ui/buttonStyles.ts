import { classNames } from "../../lib/classNames"
import * as styles from "./button.module.css"

export type ButtonVariant = "primary" | "ghost"

/** The classes of the one look of every button-shaped control, in its variant. */
export const buttonClassName = (
  variant: ButtonVariant = "primary",
  className?: string,
): string => classNames(styles.button, styles[variant], className)
