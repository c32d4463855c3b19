/** What `run` returns, or `fallback` when it throws. */
export const tryOr = <Value>(run: () => Value, fallback: Value): Value => {
  try {
    return run()
  } catch {
    return fallback
  }
}
