import * as React from "react"
import { act, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import userEvent from "@testing-library/user-event"

import Notices from "../layout/Notices"
import ContactForm from "./ContactForm"
import { renderWithTheme, withTheme } from "../../test/renderWithTheme"

/** The form with the page's notices, and its three fields; `endpoint` is a form service. */
const renderForm = (endpoint?: string) => {
  const user = userEvent.setup()
  renderWithTheme(
    <>
      <ContactForm endpoint={endpoint} pressEmail="press@novareyes.example" />
      <Notices />
    </>,
  )
  return {
    user,
    name: screen.getByLabelText("Name"),
    email: screen.getByLabelText("Email"),
    message: screen.getByLabelText("Message"),
  }
}

describe("<ContactForm>", () => {
  it("ties a label to each required field, with an email field and a 6-row message", () => {
    const { name, email, message } = renderForm()
    for (const field of [name, email, message]) expect(field).toBeRequired()
    expect(name).toHaveAttribute("type", "text")
    expect(email).toHaveAttribute("type", "email")
    expect(message.tagName).toBe("TEXTAREA")
    expect(message).toHaveAttribute("rows", "6")
  })

  it("says before the fields that all of them are required", () => {
    renderForm()
    expect(screen.getByText("All fields are required.")).toBeInTheDocument()
  })

  it("links the privacy page beside the button", () => {
    renderForm()
    expect(
      screen.getByRole("link", { name: "How we use what you send" }),
    ).toHaveAttribute("href", "/privacy/")
  })

  it("leaves checking to the browser: the form is not marked novalidate", () => {
    renderForm()
    const form = screen
      .getByRole("button", { name: "Send Message" })
      .closest("form")
    expect(form).not.toHaveAttribute("novalidate")
    expect(
      screen.getByRole("button", { name: "Send Message" }),
    ).toHaveAttribute("type", "submit")
  })

  it("on submit, shows the notice in a status region, sends nothing and clears the fields", async () => {
    const fetchSpy = jest.fn()
    Object.assign(globalThis, { fetch: fetchSpy })
    const { user, name, email, message } = renderForm()
    await user.type(name, "Ana")
    await user.type(email, "ana@example.com")
    await user.type(message, "¡Hola Nova!")
    await user.click(screen.getByRole("button", { name: "Send Message" }))

    const notice = await screen.findByRole("status")
    expect(notice).toHaveTextContent(
      "Message sent! We'll get back to you soon.",
    )
    expect(name).toHaveValue("")
    expect(email).toHaveValue("")
    expect(message).toHaveValue("")
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("keeps Send disabled in the server HTML, so nothing can be sent before React takes over", () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(
      withTheme(<ContactForm pressEmail="press@novareyes.example" />),
    )
    const send = container.querySelector('button[type="submit"]')
    expect(send).toHaveTextContent("Send Message")
    expect(send).toBeDisabled()
  })

  it("enables Send once the form is hydrated", () => {
    renderForm()
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })
})

describe("<ContactForm> with a form service", () => {
  const endpoint = "https://forms.example/f/contact"
  const renderWithService = () => renderForm(endpoint)
  const fill = async (form: ReturnType<typeof renderWithService>) => {
    await form.user.type(form.name, "Ana")
    await form.user.type(form.email, "ana@example.com")
    await form.user.type(form.message, "Hola")
  }

  it("is a plain POST form to the service in the server HTML, so it works without JavaScript", () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(
      withTheme(
        <ContactForm
          endpoint={endpoint}
          pressEmail="press@novareyes.example"
        />,
      ),
    )
    const form = container.querySelector("form")
    expect(form).toHaveAttribute("action", endpoint)
    expect(form).toHaveAttribute("method", "post")
    expect(container.querySelector('button[type="submit"]')).toBeEnabled()
    const honeypot = container.querySelector('input[name="_gotcha"]')
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it("shows the notice and clears the fields only after the service accepts", async () => {
    const fetchSpy = jest.fn(
      async () => ({ ok: true, status: 200 }) as Response,
    )
    Object.assign(globalThis, { fetch: fetchSpy })
    const form = renderWithService()
    await fill(form)
    await form.user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Message sent! We'll get back to you soon.",
    )
    expect(form.name).toHaveValue("")
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it("keeps every field and says what to do when the service refuses", async () => {
    Object.assign(globalThis, {
      fetch: jest.fn(async () => ({ ok: false, status: 500 }) as Response),
    })
    const form = renderWithService()
    await fill(form)
    await form.user.click(screen.getByRole("button", { name: "Send Message" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your message was not sent, and it is still in the form. Please try again in a moment, or write to press@novareyes.example.",
    )
    expect(form.name).toHaveValue("Ana")
    expect(form.email).toHaveValue("ana@example.com")
    expect(form.message).toHaveValue("Hola")
  })
})

describe("<ContactForm> typed into before React takes over", () => {
  it("sends what the fields hold, not React's empty state", async () => {
    const endpoint = "https://forms.example/f/contact"
    const fetchSpy = jest.fn(
      async () => ({ ok: true, status: 200 }) as Response,
    )
    Object.assign(globalThis, { fetch: fetchSpy })
    const ui = withTheme(
      <>
        <ContactForm endpoint={endpoint} pressEmail="press@novareyes.example" />
        <Notices />
      </>,
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    const field = (name: string) =>
      container.querySelector(`[name="${name}"]`) as HTMLInputElement
    // A fast typist or the browser's autofill, before the scripts have run.
    field("name").value = "Ana"
    field("email").value = "ana@example.com"
    field("message").value = "Hola"
    await act(async () => {
      hydrateRoot(container, ui)
    })
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Send Message" }))
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Message sent! We'll get back to you soon.",
    )
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit]
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      name: "Ana",
      email: "ana@example.com",
      message: "Hola",
    })
    expect(field("name").value).toBe("")
    container.remove()
  })
})
