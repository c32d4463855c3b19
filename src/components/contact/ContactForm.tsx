import * as React from "react"
import styled from "styled-components"

import { useHydrated } from "../../hooks/useHydrated"
import { useStrings } from "../../hooks/useLanguage"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import { countEvent } from "../../lib/analytics/counter"
import { notify, notifyError, prepareNotices } from "../../lib/browser/notify"
import { HONEYPOT_FIELD, sendForm } from "../../lib/browser/sendForm"
import { buttonLook, type ButtonLookProps } from "../ui/buttonLook"
import Card from "../ui/Card"
import Link from "../ui/Link"
import { Honeypot, Input, Label } from "../ui/formControls"
import { fieldLook } from "../ui/looks"
import { Muted } from "../ui/lines"
import SectionHeading from "../ui/SectionHeading"

const emptyForm = { name: "", email: "", message: "" }
type Field = keyof typeof emptyForm

export type ContactFormProps = {
  /** A form service's HTTPS address; without one nothing is sent. */
  endpoint?: string
  /** Where to write instead when sending fails. */
  pressEmail: string
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const FieldGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`

const TextArea = styled.textarea`
  ${fieldLook}
  resize: vertical;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  & > a {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-underline-offset: 0.2em;
  }
`

/** Not ui/Button, which is always `type="button"`. */
const SendButton = styled.button<ButtonLookProps>`
  ${buttonLook}
`

// A plain POST form, so it works without JavaScript; once hydrated it posts in the background.
// Without an endpoint, Send waits for hydration: a native submit would put the message in the URL.
const ContactForm = ({ endpoint, pressEmail }: ContactFormProps) => {
  const strings = useStrings()
  const hydrated = useHydrated()
  const [values, setValues] = React.useState(emptyForm)
  const [sending, setSending] = React.useState(false)
  const inFlight = React.useRef(false)
  const mounted = React.useRef(false)
  const form = React.useRef<HTMLFormElement>(null)
  const honeypot = React.useRef<HTMLInputElement>(null)

  // Text typed before React took over is in the fields but not in state: adopt it, so
  // what is sent (and what a success clears) is what the visitor sees.
  React.useEffect(() => {
    mounted.current = true
    const fields = form.current?.elements
    const valueOf = (field: Field) => {
      const element = fields?.namedItem(field)
      return element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement
        ? element.value
        : ""
    }
    setValues({
      name: valueOf("name"),
      email: valueOf("email"),
      message: valueOf("message"),
    })
    return () => {
      mounted.current = false
    }
  }, [])
  const id = React.useId()
  const idFor = (field: Field | "honeypot") => `${id}-${field}`

  const fieldProps = (field: Field) => ({
    id: idFor(field),
    name: field,
    required: true,
    value: values[field],
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
    ) => setValues(current => ({ ...current, [field]: event.target.value })),
  })

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    if (!endpoint || honeypot.current?.value) {
      notify(strings.contact.sent)
      setValues(emptyForm)
      return
    }
    inFlight.current = true
    setSending(true)
    const result = await sendForm(endpoint, values)
    inFlight.current = false
    // The notices live on this page: a visitor who has left by now is not told later.
    if (!mounted.current) return
    setSending(false)
    if (result === "sent") {
      countEvent(COUNTED_EVENTS.contact)
      notify(strings.contact.sent)
      setValues(emptyForm)
    } else {
      notifyError(
        result === "timed out"
          ? strings.contact.timedOut(pressEmail)
          : strings.contact.notSent(pressEmail),
      )
    }
  }

  return (
    <Card as="section" aria-labelledby="contact-form">
      <Form
        ref={form}
        action={endpoint}
        method={endpoint ? "post" : undefined}
        onSubmit={handleSubmit}
        onFocus={prepareNotices}
        aria-busy={sending}
      >
        <SectionHeading id="contact-form">
          {strings.contact.formHeading}
        </SectionHeading>
        <Muted>{strings.contact.allRequired}</Muted>
        <FieldGroup>
          <Label htmlFor={idFor("name")}>{strings.contact.name}</Label>
          <Input {...fieldProps("name")} type="text" autoComplete="name" />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={idFor("email")}>{strings.contact.email}</Label>
          <Input {...fieldProps("email")} type="email" autoComplete="email" />
        </FieldGroup>
        <FieldGroup>
          <Label htmlFor={idFor("message")}>{strings.contact.message}</Label>
          <TextArea {...fieldProps("message")} rows={6} />
        </FieldGroup>
        <Honeypot aria-hidden="true">
          <label htmlFor={idFor("honeypot")}>{strings.contact.honeypot}</label>
          <input
            ref={honeypot}
            id={idFor("honeypot")}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </Honeypot>
        <Actions>
          {/* While sending, aria-disabled rather than disabled: a disabled button drops
              the keyboard focus to the page; the in-flight check refuses a second send. */}
          <SendButton
            $variant="primary"
            type="submit"
            disabled={!endpoint && !hydrated}
            aria-disabled={sending || undefined}
          >
            {sending ? strings.contact.sending : strings.contact.send}
          </SendButton>
          <Link to="/privacy/">{strings.contact.privacy}</Link>
        </Actions>
      </Form>
    </Card>
  )
}

export default ContactForm
