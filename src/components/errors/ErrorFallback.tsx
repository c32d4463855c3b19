import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import StatusMessage from "../ui/StatusMessage"

const ErrorFallback = () => {
  const strings = useStrings()
  return (
    <StatusMessage
      heading={strings.error.heading}
      body={strings.error.body}
      homeLabel={strings.error.home}
    />
  )
}

export default ErrorFallback
