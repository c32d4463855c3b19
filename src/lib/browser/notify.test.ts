import { toast } from "react-toastify"

import {
  notify,
  NOTICE_DURATION_MS,
  noticesWanted,
  onNoticesWanted,
} from "./notify"

jest.mock("react-toastify", () => ({ toast: jest.fn() }))

describe("notify", () => {
  it("asks for the live region, then shows a polite status notice for 5000 ms", async () => {
    const listener = jest.fn()
    onNoticesWanted(listener)
    expect(noticesWanted()).toBe(false)
    await notify("Message sent! We'll get back to you soon.")
    expect(noticesWanted()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(NOTICE_DURATION_MS).toBe(5000)
    expect(toast).toHaveBeenCalledWith(
      "Message sent! We'll get back to you soon.",
      expect.objectContaining({ role: "status", autoClose: 5000 }),
    )
  })
})
