import * as React from "react"

import { classNames } from "../../lib/classNames"
import { iconControlClassName } from "./iconControlStyles"

/** A round, icon-only `<button type="button">`; give it an aria-label and a Tooltip. */
const IconButton = React.forwardRef<
  HTMLButtonElement,
  Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type">
>(({ className, ...props }, ref) => (
  <button
    ref={ref}
    type="button"
    className={classNames(iconControlClassName, className)}
    {...props}
  />
))
IconButton.displayName = "IconButton"

export default IconButton
