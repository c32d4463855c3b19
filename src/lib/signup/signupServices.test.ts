import { formUrlProblem, takesBackgroundPost } from "./signupServices"

describe("formUrlProblem", () => {
  it.each([
    ["buttondown", "https://buttondown.com/api/emails/embed-subscribe/nova"],
    ["kit", "https://app.kit.com/forms/1234567/subscriptions"],
    ["kit", "https://app.convertkit.com/forms/1234567/subscriptions"],
    [
      "mailchimp",
      "https://nova.us21.list-manage.com/subscribe/post?u=1a2b3c&id=0a1b2c",
    ],
    [
      "mailchimp",
      "https://nova.us21.list-manage.com/subscribe/post?u=1a2b3c&id=0a1b2c&f_id=00ab",
    ],
    [
      "emailoctopus",
      "https://emailoctopus.com/lists/2f5b0a9e-1111-4a4a-9b9b-0123456789ab/members/embedded/1.3/add",
    ],
  ] as const)("accepts %s's embed form address %s", (service, url) => {
    expect(formUrlProblem(service, url)).toBeUndefined()
  })

  it("names the service's shape for an address of another shape", () => {
    expect(
      formUrlProblem(
        "mailchimp",
        "https://nova.us21.list-manage.com/subscribe/post?u=1a2b3c&amp;id=0a1b2c",
      ),
    ).toBe(
      "expected Mailchimp's form address, like https://yourname.us21.list-manage.com/subscribe/post?u=1a2b3c4d5e6f7a8b9c0d1e2f3&id=0a1b2c3d4e",
    )
    expect(formUrlProblem("buttondown", "https://buttondown.com/nova")).toMatch(
      /^expected Buttondown's form address, like https:\/\//,
    )
  })
})

describe("takesBackgroundPost", () => {
  it("is Kit's alone: the others only take a browser's own submit", () => {
    expect(takesBackgroundPost("kit")).toBe(true)
    expect(takesBackgroundPost("buttondown")).toBe(false)
    expect(takesBackgroundPost("mailchimp")).toBe(false)
    expect(takesBackgroundPost("emailoctopus")).toBe(false)
  })
})
