import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import { countEvent } from "../../lib/analytics/counter"
import StatusMessage from "../ui/StatusMessage"

export type NotFoundProps = {
  /** The path the visitor asked for; logged so a broken link can be traced. */
  pathname: string
}

const NotFound = ({ pathname }: NotFoundProps) => {
  const strings = useStrings()
  const { log } = strings.notFound
  React.useEffect(() => {
    console.error(log(pathname))
    countEvent(COUNTED_EVENTS.notFound, { path: pathname })
  }, [log, pathname])
  return <StatusMessage words={strings.notFound} />
}

export default NotFound
