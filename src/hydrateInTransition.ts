import { startTransition, type ReactNode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby hydrates with a bare `hydrateRoot`, which React 18 runs at default priority: one
 * uninterrupted task for the whole page (measured 260 ms on /tour/ at a 4× CPU slowdown),
 * the largest part of Total Blocking Time. Started inside a transition, the same hydration
 * yields to the browser every few milliseconds, and a click or key press on a part not yet
 * hydrated still hydrates that part first (React's selective hydration).
 */
export const hydrateInTransition = (element: ReactNode, container: Element) => {
  // A page without server markup (none today) is rendered, as Gatsby does: its root holds
  // an empty focus wrapper then.
  if (!container.querySelector("#gatsby-focus-wrapper")?.children.length) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
