import * as React from "react"

/**
 * False in the server HTML and until React has taken over the page, then true. Controls
 * that only work through React use it to stay disabled until they can do their job.
 */
export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  return hydrated
}
