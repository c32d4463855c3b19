import { expect, gotoHydrated, test } from "./fixtures"

/** The buttons the spec gives no action, by page. */
const buttons = [{ path: "/about/", name: "Download Press Kit", count: 1 }]

test.describe("buttons with no action yet", () => {
  for (const { path, name, count } of buttons) {
    test(`'${name}' on ${path} does not navigate, request or fail`, async ({
      page,
    }) => {
      await gotoHydrated(page, path)
      await page.waitForLoadState("networkidle")
      const requests: string[] = []
      page.on("request", request => requests.push(request.url()))

      const matches = page.getByRole("button", { name, exact: true })
      await expect(matches).toHaveCount(count)
      for (let index = 0; index < count; index += 1) {
        const button = matches.nth(index)
        await expect(button).toHaveAttribute("type", "button")
        await button.click()
      }
      await page.waitForLoadState("networkidle")
      expect(new URL(page.url()).pathname).toBe(path)
      expect(requests).toEqual([])
    })
  }
})
