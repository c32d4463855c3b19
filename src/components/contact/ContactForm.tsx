import * as React from "react"

import { useHydrated } from "../../hooks/useHydrated"
import { useStrings } from "../../hooks/useLanguage"
import { notify, notifyError, prepareNotices } from "../../lib/browser/notify"
import { HONEYPOT_FIELD, sendForm } from "../../lib/browser/sendForm"
import { classNames } from "../../lib/classNames"
import { buttonClassName } from "../ui/buttonStyles"
import Card from "../ui/Card"
import Link from "../ui/Link"
import { fieldClassName, Honeypot, Input, Label } from "../ui/formControls"
import * as headings from "../ui/sectionHeading.module.css"
import * as styles from "./ContactForm.module.css"

const emptyForm = { name: "", email: "", message: "" }
type Field = keyof typeof emptyForm

export type ContactFormProps = {
  /** A form service's HTTPS address (data/contact.json); without one nothing is sent. */
  endpoint?: string
  /** Where to write instead when sending fails. */
  pressEmail: string
}

/**
 * The contact form; the browser checks it (all fields required, email format).
 *
 * With a form service's endpoint it is a plain `method="post"` form to that service, so it
 * works before and without JavaScript. Once hydrated it posts in the background instead:
 * the success notice only after the service accepts (then the fields clear); on an error
 * or after 10 s, an error notice that says what to do, every field kept as typed, and no
 * second send while one is under way. A filled-in honeypot field is a bot's: it gets the
 * notice and nothing is sent.
 *
 * Without an endpoint nothing is sent anywhere: the notice shows and the fields clear. Send
 * then stays disabled until the page is hydrated, since a browser's own submit would put
 * the message in the address bar.
 */
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

  const update =
    (field: Field) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues(current => ({ ...current, [field]: event.target.value }))

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
      <form
        className={styles.form}
        ref={form}
        action={endpoint}
        method={endpoint ? "post" : undefined}
        onSubmit={handleSubmit}
        onFocus={prepareNotices}
        aria-busy={sending}
      >
        <h2 className={headings.sectionHeading} id="contact-form">
          {strings.contact.formHeading}
        </h2>
        <p className={styles.note}>{strings.contact.allRequired}</p>
        <div className={styles.field}>
          <Label htmlFor={idFor("name")}>{strings.contact.name}</Label>
          <Input
            id={idFor("name")}
            type="text"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={update("name")}
          />
        </div>
        <div className={styles.field}>
          <Label htmlFor={idFor("email")}>{strings.contact.email}</Label>
          <Input
            id={idFor("email")}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update("email")}
          />
        </div>
        <div className={styles.field}>
          <Label htmlFor={idFor("message")}>{strings.contact.message}</Label>
          <textarea
            className={classNames(fieldClassName, styles.textArea)}
            id={idFor("message")}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={update("message")}
          />
        </div>
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
        <div className={styles.actions}>
          {/* While sending, aria-disabled rather than disabled: a disabled button drops
              the keyboard focus to the page; the in-flight check refuses a second send. */}
          <button
            className={buttonClassName("primary")}
            type="submit"
            disabled={!endpoint && !hydrated}
            aria-disabled={sending || undefined}
          >
            {sending ? strings.contact.sending : strings.contact.send}
          </button>
          <Link to="/privacy/">{strings.contact.privacy}</Link>
        </div>
      </form>
    </Card>
  )
}

export default ContactForm
