import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import StatusMessage from "../ui/StatusMessage"

export type ErrorBoundaryProps = {
  children: React.ReactNode
  /** A new key (the next page's path) clears the error, so navigating away recovers. */
  resetKey: string
}

type State = { error: Error | null; resetKey: string }

const ErrorFallback = () => <StatusMessage words={useStrings().error} />

/** Shows 'Unexpected Application Error!' instead of a blank page when rendering throws. */
class ErrorBoundary extends React.Component<ErrorBoundaryProps, State> {
  state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, resetKey: props.resetKey }
  }

  render() {
    return this.state.error ? <ErrorFallback /> : this.props.children
  }
}

export default ErrorBoundary
