import type { Page } from "@playwright/test"

import { expect, test } from "./fixtures"
import {
  branchesOf,
  LOCAL_BACKEND,
  readOnBranch,
  startLocalBackend,
} from "./localBackend"

// The variant build's editor has the review mode on; decap-server's Git mode makes a draft a branch.
// Its own port lets the fixture run's editor tests run alongside; the default port is forwarded.
test.describe.configure({ timeout: 180_000, mode: "serial" })
const EDITOR_LOADS = { timeout: 60_000 }
const REVIEW_BACKEND_PORT = 8091
test.skip(
  ({ isMobile }) => isMobile,
  "the content manager is tried at one size",
)
// decap-server answers 404 when an entry has no draft, which is how Decap learns it has none.
const NO_DRAFT =
  /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/
test.use({
  allowedOrigins: [LOCAL_BACKEND],
  bypassCSP: true,
  expectedConsoleErrors: NO_DRAFT,
})

test.describe("the editor's review mode", { tag: "@variant" }, () => {
  let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined
  test.beforeAll(async () => {
    backend = await startLocalBackend({
      data: process.env.DATA_DIR,
      mode: "git",
      port: REVIEW_BACKEND_PORT,
    })
  })
  test.afterAll(() => backend?.stop())

  const repository = () => {
    if (!backend) throw new Error("the local backend did not start")
    return backend.repository
  }

  const SHOW = "data/shows/los-angeles.json"
  const DRAFT_BRANCH = "cms/shows/los-angeles"

  const openShow = async (page: Page) => {
    const url = backend?.url ?? ""
    await page.route(`${LOCAL_BACKEND}/**`, route =>
      route
        .fetch({ url: route.request().url().replace(LOCAL_BACKEND, url) })
        .then(response => route.fulfill({ response }))
        // Decap still asks for a preview link as the test closes its page.
        .catch(() => route.abort().catch(() => undefined)),
    )
    page.on("dialog", dialog => dialog.accept())
    await page.goto("/admin/")
    const workflow = page.getByRole("link", { name: "Workflow" })
    const login = page.getByRole("button", { name: "Login" })
    await expect(login.or(workflow)).toBeVisible(EDITOR_LOADS)
    if (await login.isVisible()) await login.click()
    await expect(workflow).toBeVisible(EDITOR_LOADS)
    await page.goto("/admin/#/collections/shows/entries/los-angeles")
    await expect(page.getByRole("button", { name: "Save" })).toBeVisible(
      EDITOR_LOADS,
    )
  }

  const noticeSaying = (page: Page, text: string) =>
    page.getByRole("alert").filter({ hasText: text })

  test("a saved draft waits on its own branch, and publishing it writes the live files", async ({
    page,
  }) => {
    const live = readOnBranch(repository(), "main", SHOW)
    await openShow(page)
    await page.getByLabel("Venue", { exact: true }).fill("The Novo")
    await page.getByRole("button", { name: "Save" }).click()
    await expect(noticeSaying(page, "Entry saved")).toBeVisible()
    expect(readOnBranch(repository(), "main", SHOW)).toBe(live)
    expect(
      JSON.parse(readOnBranch(repository(), DRAFT_BRANCH, SHOW)),
    ).toMatchObject({ venue: "The Novo" })

    await page.getByRole("button", { name: /^Status: / }).click()
    await page.getByRole("menuitem", { name: "Ready" }).click()
    // Publishing before the new status is stored is refused: wait for the editor to store it.
    await expect(noticeSaying(page, "Entry status updated")).toBeVisible()
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await expect(noticeSaying(page, "Entry published")).toBeVisible()
    expect(JSON.parse(readOnBranch(repository(), "main", SHOW))).toMatchObject({
      venue: "The Novo",
    })
    expect(branchesOf(repository())).toEqual(["main"])
  })

  test.describe("what the check would refuse", () => {
    test.use({
      expectedConsoleErrors: new RegExp(
        `^uncaught error: |^Error: Not saved\\. |${NO_DRAFT.source}`,
      ),
    })

    test("a draft the build's data check would refuse is not saved, and the editor says why", async ({
      page,
    }) => {
      await openShow(page)
      await page
        .getByLabel("Status (optional)", { exact: true })
        .fill("rescheduled")
      await page.keyboard.press("Enter")
      await page.getByRole("button", { name: "Save" }).click()
      await expect(
        noticeSaying(
          page,
          'data/shows/los-angeles.json › rescheduledDate: expected the new date as YYYY-MM-DD on a show with the status "rescheduled", found nothing',
        ),
      ).toBeVisible()
      expect(branchesOf(repository())).toEqual(["main"])
    })
  })
})
