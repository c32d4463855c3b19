import * as React from "react"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import userEvent from "@testing-library/user-event"

import { signupFormOf } from "../../lib/signup/signupFields"
import { renderWithTheme, withTheme } from "../../test/renderWithTheme"
import SignupForm from "./SignupForm"

const KIT = signupFormOf(
  {
    service: "kit",
    formUrl: "https://app.kit.com/forms/1234567/subscriptions",
  },
  { language: "en", tag: "4141001" },
)
const BUTTONDOWN = signupFormOf(
  {
    service: "buttondown",
    formUrl: "https://buttondown.com/api/emails/embed-subscribe/nova",
  },
  { language: "es" },
)

const SENT = "Almost there: check your inbox and confirm your address to join."
const NOT_SENT =
  "Your sign-up did not go through, and your address is still in the form. Please try again in a moment."

/** What the service answers: only whether it took the post matters. */
const answer = (status: number) => ({ ok: status < 400, status }) as Response

const fetchReturning = (response: Promise<Response>) => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(
    () => response,
  )
  Object.assign(globalThis, { fetch: fetchMock })
  return fetchMock
}

/** A service that never answers: the post ends only when the form aborts it. */
const fetchNeverAnswering = () => {
  const fetchMock = jest.fn(
    (...[, init]: [string, RequestInit]) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () =>
          reject(new DOMException("The user aborted a request.", "AbortError")),
        )
      }),
  )
  Object.assign(globalThis, { fetch: fetchMock })
  return fetchMock
}

/** The polite live region the result is read out from. */
const result = () => document.querySelector('[aria-live="polite"]')

const renderForm = (form = KIT, options?: { advanceTimers?: boolean }) => {
  const user = userEvent.setup(
    options?.advanceTimers ? { advanceTimers: jest.advanceTimersByTime } : {},
  )
  renderWithTheme(<SignupForm form={form} from="footer" />)
  return {
    user,
    email: screen.getByLabelText("Your email"),
    join: screen.getByRole("button", { name: "Sign Up" }),
  }
}

afterEach(() => {
  jest.useRealTimers()
})

describe("<SignupForm>", () => {
  it("is a plain post to the service, in its field names, with a visible label, autocomplete and a bot trap", () => {
    const { email } = renderForm()
    const form = email.closest("form")
    expect(form).toHaveAttribute(
      "action",
      "https://app.kit.com/forms/1234567/subscriptions",
    )
    expect(form).toHaveAttribute("method", "post")
    expect(email).toHaveAttribute("type", "email")
    expect(email).toHaveAttribute("name", "email_address")
    expect(email).toHaveAttribute("autocomplete", "email")
    expect(email).toBeRequired()
    const hidden = Array.from(
      form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [],
    ).map(input => [input.name, input.value])
    expect(hidden).toEqual([
      ["fields[language]", "en"],
      ["tags[]", "4141001"],
    ])
    const trap = screen.getByLabelText("Leave this field empty")
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap.closest("[aria-hidden]")).toHaveAttribute("aria-hidden", "true")
    expect(
      screen.getByRole("link", { name: "How we use your email" }),
    ).toHaveAttribute("href", "/privacy/")
  })

  it("leaves the check to the browser in the server HTML, and checks the address itself once hydrated", () => {
    const html = renderToString(
      withTheme(<SignupForm form={KIT} from="footer" />),
    )
    expect(html).not.toContain("novalidate")
    const { email } = renderForm()
    expect(email.closest("form")).toHaveAttribute("novalidate")
  })

  it("ties a message to the field for an address that is not one, and sends nothing", async () => {
    const fetchMock = fetchReturning(Promise.resolve(answer(200)))
    const { user, email, join } = renderForm()
    await user.type(email, "nova@")
    await user.click(join)
    const message = screen.getByText(
      "Enter your email address, like name@example.com.",
    )
    expect(message).toHaveAttribute("aria-live", "assertive")
    expect(email).toHaveAttribute("aria-invalid", "true")
    expect(email).toHaveAttribute("aria-describedby", message.id)
    expect(email).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("signs up in the background where the service takes it: the fields as the service names them, then the message in place", async () => {
    const fetchMock = fetchReturning(Promise.resolve(answer(200)))
    const { user, email, join } = renderForm()
    await user.type(email, "ana@example.com")
    await user.click(join)
    expect(await screen.findByText(SENT)).toBe(result())
    expect(email).toHaveValue("")
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe("https://app.kit.com/forms/1234567/subscriptions")
    expect(String(init?.body)).toBe(
      "fields%5Blanguage%5D=en&tags%5B%5D=4141001&email_address=ana%40example.com",
    )
  })

  it("keeps the address as typed when the service refuses it, and says so beside the field", async () => {
    fetchReturning(Promise.resolve(answer(422)))
    const { user, email, join } = renderForm()
    await user.type(email, "ana@example.com")
    await user.click(join)
    const message = await screen.findByText(NOT_SENT)
    expect(message).toHaveAttribute("aria-live", "assertive")
    expect(email).toHaveValue("ana@example.com")
    expect(email).toHaveAttribute("aria-describedby", message.id)
    expect(email).not.toHaveAttribute("aria-invalid")
    expect(result()).toHaveTextContent("")
  })

  it("gives up after 10 s without an answer, keeping the address", async () => {
    jest.useFakeTimers()
    fetchNeverAnswering()
    const { user, email, join } = renderForm(KIT, { advanceTimers: true })
    await user.type(email, "ana@example.com")
    await user.click(join)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000)
    })
    expect(
      await screen.findByText(
        "The mailing list did not answer in time, so your address is still in the form. Please try again.",
      ),
    ).toBeInTheDocument()
    expect(email).toHaveValue("ana@example.com")
  })

  it("sends nothing twice while a sign-up is on its way", async () => {
    let reply: (response: Response) => void = () => undefined
    const fetchMock = fetchReturning(
      new Promise<Response>(resolve => {
        reply = resolve
      }),
    )
    const { user, email, join } = renderForm()
    await user.type(email, "ana@example.com")
    await user.click(join)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(join).toHaveAttribute("aria-disabled", "true")
    expect(join).toHaveTextContent("Signing up…")
    await user.click(join)
    await act(async () => reply(answer(200)))
    expect(await screen.findByText(SENT)).toBe(result())
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("sends nothing for a bot that fills in the trap", async () => {
    const fetchMock = fetchReturning(Promise.resolve(answer(200)))
    const { user, email, join } = renderForm()
    await user.type(email, "bot@example.com")
    fireEvent.change(screen.getByLabelText("Leave this field empty"), {
      target: { value: "http://spam.example" },
    })
    await user.click(join)
    expect(result()).toHaveTextContent(SENT)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("lets the browser post the form itself, once, where the service takes no background post", async () => {
    const fetchMock = fetchReturning(Promise.resolve(answer(200)))
    const { user, email } = renderForm(BUTTONDOWN)
    await user.type(email, "ana@example.com")
    const form = email.closest("form") as HTMLFormElement
    expect(fireEvent.submit(form)).toBe(true)
    expect(fireEvent.submit(form)).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(
      screen.getByRole("button", { name: "Signing up…" }),
    ).toBeInTheDocument()
  })
})
