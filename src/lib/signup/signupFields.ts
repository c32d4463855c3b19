// From each service's embed code; apart from signupServices.ts, which only the build reads.

export const SIGNUP_SERVICES = [
  "buttondown",
  "kit",
  "mailchimp",
  "emailoctopus",
] as const

export type SignupService = (typeof SIGNUP_SERVICES)[number]

type ServiceFields = {
  email: string
  /** A custom field the list defines */
  language: string
  tag?: string
  fixed?: Readonly<Record<string, string>>
  /** The service's own bot trap, which it checks itself */
  honeypot?: (formUrl: URL) => string
  /** CORS and a JSON reply; the others take only a browser's own submit and answer with a page. */
  backgroundPost: boolean
}

export const SIGNUP_FIELDS: Readonly<Record<SignupService, ServiceFields>> = {
  buttondown: {
    email: "email",
    language: "metadata__language",
    tag: "tag",
    fixed: { embed: "1" },
    // Buttondown asks embeds not to post in the background; its page says what to do.
    backgroundPost: false,
  },
  kit: {
    email: "email_address",
    language: "fields[language]",
    tag: "tags[]",
    backgroundPost: true,
  },
  mailchimp: {
    email: "EMAIL",
    language: "LANGUAGE",
    tag: "tags",
    honeypot: url =>
      `b_${url.searchParams.get("u") ?? ""}_${url.searchParams.get("id") ?? ""}`,
    // Mailchimp's endpoint sends no CORS headers (only JSONP, a script from its domain).
    backgroundPost: false,
  },
  emailoctopus: {
    email: "field_0",
    language: "field_1",
    honeypot: () => "hpc4b27b6e-eb38-11e9-be00-06b4694bee2a",
    backgroundPost: false,
  },
}

export type MailingList = { service: SignupService; formUrl: string }

export type SignupForm = {
  action: string
  emailField: string
  /** Empty where the service has none (the form checks it) */
  honeypotField: string
  hiddenFields: ReadonlyArray<readonly [name: string, value: string]>
  backgroundPost: boolean
}

export const signupFormOf = (
  { service, formUrl }: MailingList,
  { language, tag }: { language: string; tag?: string | null },
): SignupForm => {
  const fields = SIGNUP_FIELDS[service]
  const hiddenFields: Array<readonly [string, string]> = [
    ...Object.entries(fields.fixed ?? {}),
    [fields.language, language],
  ]
  if (tag && fields.tag) hiddenFields.push([fields.tag, tag])
  return {
    action: formUrl,
    emailField: fields.email,
    honeypotField: fields.honeypot?.(new URL(formUrl)) ?? "",
    hiddenFields,
    backgroundPost: fields.backgroundPost,
  }
}
