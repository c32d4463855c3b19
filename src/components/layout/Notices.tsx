import * as React from "react"

import { noticesWanted, onNoticesWanted } from "../../lib/browser/notify"

const ToastNotices = React.lazy(() => import("./ToastNotices"))

// Renders DOM, so it stays out of wrapRootElement (Gatsby's Head root would capture it);
// the toast library loads only once the visitor starts on the form (prepareNotices).
const Notices = () => {
  const wanted = React.useSyncExternalStore(
    onNoticesWanted,
    noticesWanted,
    () => false,
  )
  return wanted ? (
    <React.Suspense fallback={null}>
      <ToastNotices />
    </React.Suspense>
  ) : null
}

export default Notices
