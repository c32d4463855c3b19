import * as React from "react"

import { noticesWanted, onNoticesWanted } from "../../lib/browser/notify"

const ToastNotices = React.lazy(() => import("./ToastNotices"))

/**
 * The live region for notices: the contact form's confirmation. It renders DOM, so it never
 * goes in wrapRootElement (Gatsby's Head root would capture it). It sits on the contact page,
 * the one page with a notice, and even there the toast library loads only once the visitor
 * starts on the form (prepareNotices), so the region is in place before the first notice
 * and a visitor who only reads the page never downloads it.
 */
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
