/**
 * How each mailing-list service's plain HTML form names its fields (from each service's
 * own embed code): the part of src/lib/signup/ the browser needs, kept apart from the
 * services' names and address rules (signupServices.ts), which only the build reads.
 */

export const SIGNUP_SERVICES = [
  "buttondown",
  "kit",
  "mailchimp",
  "emailoctopus",
] as const

export type SignupService = (typeof SIGNUP_SERVICES)[number]

type ServiceFields = {
  /** The field that carries the address */
  email: string
  /** The field that records the page's language (a custom field the list defines) */
  language: string
  /** The field that files the subscriber under a tag, if the plain form has one */
  tag?: string
  /** Fields the service's own embed code always sends */
  fixed?: Readonly<Record<string, string>>
  /** The service's own hidden bot trap, which it checks itself, if it has one */
  honeypot?: (formUrl: URL) => string
  /**
   * The service answers a background post (CORS, a JSON reply); the others only take a
   * browser's own submit and answer with a page of theirs.
   */
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

/** The mailing list as data/contact.json names it. */
export type MailingList = { service: SignupService; formUrl: string }

/** Everything the form needs to post to the service, named the service's way. */
export type SignupForm = {
  action: string
  emailField: string
  /** Name of the hidden bot trap; empty where the service has none (the form checks it) */
  honeypotField: string
  /** The hidden fields, in order: the service's own, the language, the tag */
  hiddenFields: ReadonlyArray<readonly [name: string, value: string]>
  backgroundPost: boolean
}

/**
 * How the form posts one sign-up: the page's language always, and the show's or release's
 * tag where one is given and the service's plain form can carry it.
 */
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
