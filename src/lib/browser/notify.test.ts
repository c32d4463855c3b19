import { toast } from "react-toastify"

import { notify, NOTICE_DURATION_MS } from "./notify"

jest.mock("react-toastify", () => ({ toast: jest.fn() }))

describe("notify", () => {
  it("shows a polite status notice for 5000 ms", () => {
    notify("Message sent! We'll get back to you soon.")
    expect(NOTICE_DURATION_MS).toBe(5000)
    expect(toast).toHaveBeenCalledWith(
      "Message sent! We'll get back to you soon.",
      expect.objectContaining({ role: "status", autoClose: 5000 }),
    )
  })
})
