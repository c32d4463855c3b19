import { signupFormOf, type SignupForm } from "../lib/signup/signupFields"
import { useLanguage } from "./useLanguage"
import { useSiteMetadata } from "./useSiteMetadata"

/** Nothing when data/contact.json names no mailing list: then no form is shown anywhere. */
export const useSignupForm = (tag?: string | null): SignupForm | undefined => {
  const language = useLanguage()
  const { mailingList } = useSiteMetadata()
  return mailingList ? signupFormOf(mailingList, { language, tag }) : undefined
}
