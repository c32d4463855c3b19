import {
  SIGNUP_FIELDS,
  SIGNUP_SERVICES,
  type SignupService,
} from "./signupFields"

type ServiceFacts = {
  name: string
  privacyUrl: string
  /** The embed code's `action` */
  formUrl: RegExp
  formUrlExample: string
}

export const SIGNUP_SERVICE_FACTS: Readonly<
  Record<SignupService, ServiceFacts>
> = {
  buttondown: {
    name: "Buttondown",
    privacyUrl: "https://buttondown.com/legal/privacy",
    formUrl:
      /^https:\/\/buttondown\.(?:com|email)\/api\/emails\/embed-subscribe\/[A-Za-z0-9_-]+$/,
    formUrlExample:
      "https://buttondown.com/api/emails/embed-subscribe/your-username",
  },
  kit: {
    name: "Kit",
    privacyUrl: "https://kit.com/privacy",
    formUrl:
      /^https:\/\/app\.(?:kit|convertkit)\.com\/forms\/\d+\/subscriptions$/,
    formUrlExample: "https://app.kit.com/forms/1234567/subscriptions",
  },
  mailchimp: {
    name: "Mailchimp",
    privacyUrl: "https://www.intuit.com/privacy/statement/",
    formUrl:
      /^https:\/\/[a-z0-9-]+\.(?:us\d+\.)?list-manage\.com\/subscribe\/post\?u=[0-9a-f]+&id=[0-9a-f]+(?:&f_id=[0-9a-f]+)?$/,
    formUrlExample:
      "https://yourname.us21.list-manage.com/subscribe/post?u=1a2b3c4d5e6f7a8b9c0d1e2f3&id=0a1b2c3d4e",
  },
  emailoctopus: {
    name: "EmailOctopus",
    privacyUrl: "https://emailoctopus.com/legal/privacy",
    formUrl:
      /^https:\/\/emailoctopus\.com\/lists\/[0-9a-f-]{36}\/members\/embedded\/1\.3\/add$/,
    formUrlExample:
      "https://emailoctopus.com/lists/00000000-0000-0000-0000-000000000000/members/embedded/1.3/add",
  },
}

export const isSignupService = (value: unknown): value is SignupService =>
  (SIGNUP_SERVICES as readonly unknown[]).includes(value)

export const takesBackgroundPost = (service: SignupService) =>
  SIGNUP_FIELDS[service].backgroundPost

export const formUrlProblem = (
  service: SignupService,
  formUrl: string,
): string | undefined => {
  const facts = SIGNUP_SERVICE_FACTS[service]
  return facts.formUrl.test(formUrl)
    ? undefined
    : `expected ${facts.name}'s form address, like ${facts.formUrlExample}`
}
