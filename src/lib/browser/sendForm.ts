/** How long the form waits for the service before it gives up and says so. */
const FORM_TIMEOUT_MS = 10_000

/** The hidden field people never see and bots fill in (the name Formspree and Basin read). */
export const HONEYPOT_FIELD = "_gotcha"

type SendResult = "sent" | "refused" | "failed" | "timed out"

/**
 * Posts a form's fields to a form service, form-encoded like a browser's own submit, and
 * says how it went: "sent" only when the service answered 2xx.
 */
export const sendForm = async (
  endpoint: string,
  fields: Readonly<Record<string, string>>,
  { timeoutMs = FORM_TIMEOUT_MS, fetcher = fetch } = {},
): Promise<SendResult> => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetcher(endpoint, {
      method: "POST",
      body: new URLSearchParams(fields),
      // Services answer JSON to this instead of redirecting to a thank-you page.
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
    return response.ok ? "sent" : "refused"
  } catch {
    return controller.signal.aborted ? "timed out" : "failed"
  } finally {
    clearTimeout(timer)
  }
}
