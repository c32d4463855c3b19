import * as React from "react"
import styled from "styled-components"

import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import { countEvent } from "../../lib/analytics/counter"
import { useHydrated } from "../../hooks/useHydrated"
import { useStrings } from "../../hooks/useLanguage"
import type { SignupForm as SignupFormFields } from "../../lib/signup/signupFields"
import { buttonLook, type ButtonLookProps } from "../ui/buttonLook"
import { Honeypot, Input, Label } from "../ui/formControls"
import Link from "../ui/Link"

export type SignupFormProps = {
  form: SignupFormFields
  /** Where the form is, which a sign-up counts (docs/analytics.md). */
  from: "footer" | "home" | "show" | "release"
  submitLabel?: string
  /** What the sign-up is for, read before the field ("Tell me when tickets go on sale:") */
  lead?: string
}

type SignupState =
  "idle" | "sending" | "sent" | "invalid" | "refused" | "failed" | "timed out"

/** One class for the rest of the form: it sits in every page's footer, so it stays small. */
const Form = styled.form`
  display: grid;
  /* As wide as the place it sits in, never wider: a narrow card holds it (WCAG 1.4.10). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  max-width: 32rem;

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  }

  & input[type="email"] {
    flex: 1 1 14rem;
    width: auto;
    /* A field's own minimum is about 20 characters: in a narrow card it must shrink. */
    min-width: 0;
  }

  & [aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  & > div > a,
  & [aria-live] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & > div > a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-underline-offset: 0.2em;
  }

  & [aria-live="assertive"] {
    font-weight: 700;
  }

  /* Out of the flow while empty, so it adds no gap; still in place to be read out. */
  & [aria-live]:empty {
    position: absolute;
  }
`

const Submit = styled.button<ButtonLookProps>`
  ${buttonLook}
`

// A plain POST form to the service before hydration; after, it posts in the background
// where the service answers one, else lets the browser's own submit happen, once.
const SignupForm = ({ form, from, submitLabel, lead }: SignupFormProps) => {
  const strings = useStrings()
  const words = strings.signup
  const hydrated = useHydrated()
  const [state, setState] = React.useState<SignupState>("idle")
  const submitted = React.useRef(false)
  const mounted = React.useRef(true)
  React.useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )
  // Back from the service's page, the form is ready for another address.
  React.useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      submitted.current = false
      setState("idle")
    }
    window.addEventListener("pageshow", reset)
    return () => window.removeEventListener("pageshow", reset)
  }, [])
  const id = React.useId()
  const emailId = `${id}-email`
  const problemId = `${id}-problem`

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget
    const email = element.elements.namedItem(form.emailField)
    const trap = element.elements.namedItem(`${id}-trap`)
    if (!(email instanceof HTMLInputElement)) return
    if (submitted.current) {
      event.preventDefault()
      return
    }
    if (trap instanceof HTMLInputElement && trap.value) {
      event.preventDefault()
      setState("sent")
      return
    }
    if (!email.checkValidity()) {
      event.preventDefault()
      setState("invalid")
      email.focus()
      return
    }
    submitted.current = true
    countEvent(COUNTED_EVENTS.signup, { from })
    if (!form.backgroundPost) {
      // The browser posts the form itself, and the service's page takes over.
      setState("sending")
      return
    }
    event.preventDefault()
    setState("sending")
    // The sending code loads with the first sign-up, not with every page.
    const { sendForm } = await import("../../lib/browser/sendForm")
    const result = await sendForm(
      form.action,
      Object.fromEntries([
        ...form.hiddenFields,
        [form.emailField, email.value],
      ]),
    )
    submitted.current = false
    if (!mounted.current) return
    if (result === "sent") email.value = ""
    setState(result)
  }

  const problem =
    state === "invalid"
      ? words.invalid
      : state === "refused" || state === "failed"
        ? words.notSent
        : state === "timed out"
          ? words.timedOut
          : ""

  return (
    <Form
      action={form.action}
      method="post"
      noValidate={hydrated}
      onSubmit={handleSubmit}
      aria-busy={state === "sending"}
    >
      {lead ? <p>{lead}</p> : null}
      <Label htmlFor={emailId}>{words.email}</Label>
      <div>
        <Input
          id={emailId}
          type="email"
          name={form.emailField}
          autoComplete="email"
          required
          aria-invalid={state === "invalid" || undefined}
          aria-describedby={problem ? problemId : undefined}
          onInput={() => state !== "sending" && setState("idle")}
        />
        {form.hiddenFields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Honeypot aria-hidden="true">
          <label htmlFor={`${id}-trap`}>{words.honeypot}</label>
          <input
            id={`${id}-trap`}
            name={form.honeypotField || undefined}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </Honeypot>
        {/* While sending, aria-disabled rather than disabled: a disabled button drops the
            keyboard focus to the page; the submitted check already refuses a second send. */}
        <Submit type="submit" aria-disabled={state === "sending" || undefined}>
          {state === "sending" ? words.sending : (submitLabel ?? words.join)}
        </Submit>
        <Link to="/privacy/">{words.privacy}</Link>
      </div>
      {/* Live regions by aria-live rather than role: a page's one status and alert stay
          its own (the contact form's notices), and these are read out all the same. */}
      <p id={problemId} aria-live="assertive" aria-atomic="true">
        {problem}
      </p>
      <p aria-live="polite" aria-atomic="true">
        {state === "sent" ? words.sent : ""}
      </p>
    </Form>
  )
}

export default SignupForm
