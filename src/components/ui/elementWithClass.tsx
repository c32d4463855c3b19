import * as React from "react"

import { classNames } from "../../lib/classNames"

export type ElementWithClassProps = React.HTMLAttributes<HTMLElement> & {
  /** The element drawn, when a caller needs another than the default ("section"). */
  as?: React.ElementType
}

/**
 * A component that is one element with a shared look: its base class first, then the
 * caller's, every other prop and its ref passed on (Card, Container, Eyebrow,
 * VisuallyHidden).
 */
export const elementWithClass = (
  displayName: string,
  defaultElement: React.ElementType,
  baseClass: string | undefined,
) => {
  const Component = React.forwardRef<HTMLElement, ElementWithClassProps>(
    ({ as: Element = defaultElement, className, ...props }, ref) => (
      <Element
        ref={ref}
        className={classNames(baseClass, className)}
        {...props}
      />
    ),
  )
  Component.displayName = displayName
  return Component
}
