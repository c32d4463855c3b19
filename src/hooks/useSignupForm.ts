import { signupFormOf, type SignupForm } from "../lib/signup/signupFields"
import { useLanguage } from "./useLanguage"
import { useSiteMetadata } from "./useSiteMetadata"

/**
 * The sign-up form's fields for this page's language (and a show's or release's tag), or
 * nothing when data/contact.json names no mailing list: then no form is shown anywhere.
 */
export const useSignupForm = (tag?: string | null): SignupForm | undefined => {
  const language = useLanguage()
  const { mailingList } = useSiteMetadata()
  return mailingList ? signupFormOf(mailingList, { language, tag }) : undefined
}
