import * as React from "react"
import styled, { css } from "styled-components"

import { useHydrated } from "../../hooks/useHydrated"
import { notify } from "../../lib/notify"
import { strings } from "../../strings"
import Card from "../ui/Card"
import { buttonStyles, type ButtonVariant } from "../ui/buttonStyles"

const emptyForm = { name: "", email: "", message: "" }
type Field = keyof typeof emptyForm

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-transform: uppercase;
`

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`

const Label = styled.label`
  font-weight: 600;
`

const fieldStyles = css`
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
`

const Input = styled.input`
  ${fieldStyles}
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`

const TextArea = styled.textarea`
  ${fieldStyles}
  resize: vertical;
`

const Submit = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  justify-self: start;
`

/**
 * The contact form. The browser checks it (all fields required, email format); a valid
 * submit sends nothing anywhere, shows the success notice and clears the fields. Send
 * stays disabled until the page is hydrated: before that, a submit would be the browser's
 * own, putting the message in the address bar.
 */
const ContactForm = () => {
  const hydrated = useHydrated()
  const [values, setValues] = React.useState(emptyForm)
  const id = React.useId()
  const idFor = (field: Field) => `${id}-${field}`

  const update =
    (field: Field) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues(current => ({ ...current, [field]: event.target.value }))

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    notify(strings.contact.sent)
    setValues(emptyForm)
  }

  return (
    <Card as="section" aria-labelledby="contact-form">
      <Form onSubmit={handleSubmit}>
        <Heading id="contact-form">{strings.contact.formHeading}</Heading>
        <Field>
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
        </Field>
        <Field>
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
        </Field>
        <Field>
          <Label htmlFor={idFor("message")}>{strings.contact.message}</Label>
          <TextArea
            id={idFor("message")}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={update("message")}
          />
        </Field>
        <Submit type="submit" disabled={!hydrated}>
          {strings.contact.send}
        </Submit>
      </Form>
    </Card>
  )
}

export default ContactForm
