import * as React from "react"

import { strings } from "../../strings"
import StatusMessage from "../ui/StatusMessage"

/** What a visitor sees when a page fails to render. */
const ErrorFallback = () => (
  <StatusMessage
    heading={strings.error.heading}
    body={strings.error.body}
    homeLabel={strings.error.home}
  />
)

export default ErrorFallback
