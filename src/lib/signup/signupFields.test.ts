import { signupFormOf } from "./signupFields"

const BUTTONDOWN = "https://buttondown.com/api/emails/embed-subscribe/nova"
const KIT = "https://app.kit.com/forms/1234567/subscriptions"
const MAILCHIMP =
  "https://nova.us21.list-manage.com/subscribe/post?u=1a2b3c&id=0a1b2c"
const EMAILOCTOPUS =
  "https://emailoctopus.com/lists/2f5b0a9e-1111-4a4a-9b9b-0123456789ab/members/embedded/1.3/add"

describe("signupFormOf", () => {
  it("names Buttondown's fields: email, embed, the language as metadata and the tag", () => {
    expect(
      signupFormOf(
        { service: "buttondown", formUrl: BUTTONDOWN },
        { language: "es", tag: "fuego-lento" },
      ),
    ).toEqual({
      action: BUTTONDOWN,
      emailField: "email",
      honeypotField: "",
      hiddenFields: [
        ["embed", "1"],
        ["metadata__language", "es"],
        ["tag", "fuego-lento"],
      ],
      backgroundPost: false,
    })
  })

  it("names Kit's fields and posts to Kit in the background", () => {
    expect(
      signupFormOf(
        { service: "kit", formUrl: KIT },
        { language: "en", tag: "4141001" },
      ),
    ).toEqual({
      action: KIT,
      emailField: "email_address",
      honeypotField: "",
      hiddenFields: [
        ["fields[language]", "en"],
        ["tags[]", "4141001"],
      ],
      backgroundPost: true,
    })
  })

  it("names Mailchimp's fields, with its own bot trap for the account and list", () => {
    const form = signupFormOf(
      { service: "mailchimp", formUrl: MAILCHIMP },
      { language: "en", tag: "55" },
    )
    expect(form.emailField).toBe("EMAIL")
    expect(form.honeypotField).toBe("b_1a2b3c_0a1b2c")
    expect(form.hiddenFields).toEqual([
      ["LANGUAGE", "en"],
      ["tags", "55"],
    ])
    expect(form.backgroundPost).toBe(false)
  })

  it("names EmailOctopus's numbered fields; its plain form has no tag to send", () => {
    const form = signupFormOf(
      { service: "emailoctopus", formUrl: EMAILOCTOPUS },
      { language: "es", tag: "ignored" },
    )
    expect(form.emailField).toBe("field_0")
    expect(form.honeypotField).toBe("hpc4b27b6e-eb38-11e9-be00-06b4694bee2a")
    expect(form.hiddenFields).toEqual([["field_1", "es"]])
  })

  it("sends no tag from a page without one", () => {
    expect(
      signupFormOf(
        { service: "kit", formUrl: KIT },
        { language: "en", tag: null },
      ).hiddenFields,
    ).toEqual([["fields[language]", "en"]])
  })
})
