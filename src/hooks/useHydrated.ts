import * as React from "react"

/** False until hydration: controls that only work through React stay disabled until then. */
export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  return hydrated
}
