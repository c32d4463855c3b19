const FORM_TIMEOUT_MS = 10_000

/** The honeypot field bots fill in, under the name Formspree and Basin read. */
export const HONEYPOT_FIELD = "_gotcha"

type SendResult = "sent" | "refused" | "failed" | "timed out"

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
