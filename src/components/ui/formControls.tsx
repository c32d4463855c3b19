import * as React from "react"

import { classNames } from "../../lib/classNames"
import * as styles from "./formControls.module.css"

/** The look of every form on the site: the contact form's and the sign-up's. */
export const Label = ({
  className,
  ...props
}: React.LabelHTMLAttributes<HTMLLabelElement>) => (
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the caller gives htmlFor
  <label className={classNames(styles.label, className)} {...props} />
)

/** The class of a text field (an input or a textarea). */
export const fieldClassName: string = styles.field ?? ""

export const Input = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement>
>(({ className, ...props }, ref) => (
  <input
    ref={ref}
    className={classNames(styles.field, styles.input, className)}
    {...props}
  />
))
Input.displayName = "Input"

/** Off screen and out of the tab order: people never meet it, form-filling bots do. */
export const Honeypot = ({
  className,
  ...props
}: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={classNames(styles.honeypot, className)} {...props} />
)
