// `npm run screenshots [--out <folder>]`: every page and hover/focus/open state at the tests' sizes,
// for a person to look at or compare (scripts/compare-screenshots.mjs). It asserts nothing.
import { spawn } from "node:child_process"
import { mkdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { chromium, type Page } from "@playwright/test"

import config from "../playwright.config"
import chromiumFlags from "../chromium-flags.json"
import { testCertificate } from "./test-certificate.cjs"

const PORT = 9100
const HTTP_PORT = PORT + 80 // serve-nginx.mjs's default --http-port
const outFlag = process.argv.indexOf("--out")
const OUTPUT =
  (outFlag > 0 ? process.argv[outFlag + 1] : undefined) ??
  "test-results/screenshots"
const BASE = `https://localhost:${PORT}`
const PUBLIC = path.join(process.env.SITE_DIR ?? ".", "public")

const pages = (): string[] => {
  const sitemap = readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    match => new URL(match[1] ?? "/").pathname,
  )
  return [...paths.sort(), "/no-such-page/", "/es/no-such-page/"]
}

const fileName = (project: string, name: string) =>
  `${project}-${
    name
      .replace(/^\/|\/$/g, "")
      .replaceAll("/", "-")
      .toLowerCase() || "home"
  }.png`

/** Lazy images too: a full-page screenshot would otherwise catch some on their placeholders. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all(
      Array.from(document.images).map(image => {
        image.loading = "eager"
        return image.decode().catch(() => undefined)
      }),
    )
    await document.fonts.ready
    await Promise.all(
      document
        .getAnimations()
        // No optional chaining: this function runs in the page as compiled here.
        .filter(animation =>
          animation.effect
            ? animation.effect.getTiming().iterations !== Infinity
            : true,
        )
        .map(animation => animation.finished.catch(() => undefined)),
    )
  })

type State = {
  name: string
  path: string
  bringAbout: (page: Page) => Promise<unknown>
}

const openMenu = async (page: Page) => {
  await page.getByRole("button", { name: "Open menu" }).click()
  const menu = page.getByRole("dialog", { name: "Menu" })
  await menu.waitFor()
  return menu
}

/** By the Playwright project they are taken in. */
const states: Record<string, State[]> = {
  desktop: [
    {
      name: "hover-primary-button",
      path: "/",
      bringAbout: page =>
        page.getByRole("main").getByRole("link").first().hover(),
    },
    {
      name: "hover-nav-link",
      path: "/about/",
      bringAbout: page =>
        page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Music" })
          .hover(),
    },
    {
      name: "focus-skip-link",
      path: "/",
      bringAbout: page => page.keyboard.press("Tab"),
    },
    {
      name: "focus-brand-link",
      path: "/",
      bringAbout: async page => {
        await page.keyboard.press("Tab")
        await page.keyboard.press("Tab")
      },
    },
    {
      name: "focus-form-field",
      path: "/contact/",
      bringAbout: page =>
        page.getByRole("textbox", { name: "Name" }).first().focus(),
    },
    {
      name: "hover-release-card",
      path: "/music/",
      bringAbout: page =>
        page.getByRole("article", { name: "Luz de Neón" }).hover(),
    },
    {
      name: "popover-open",
      path: "/music/",
      bringAbout: async page => {
        const card = page.getByRole("article", { name: "Luz de Neón" })
        await card.getByRole("button", { name: "Play Luz de Neón" }).click()
        await card
          .getByRole("group", { name: "Where to play Luz de Neón" })
          .waitFor()
      },
    },
    {
      name: "tooltip-open",
      path: "/",
      bringAbout: async page => {
        await page.getByRole("link", { name: /^Instagram/ }).hover()
        await page.getByRole("tooltip").waitFor()
      },
    },
  ],
  phone: [
    {
      name: "menu-open",
      path: "/tour/",
      bringAbout: openMenu,
    },
    {
      name: "menu-link-focus",
      path: "/tour/",
      bringAbout: async page =>
        (await openMenu(page)).getByRole("link", { name: "Music" }).focus(),
    },
  ],
}

const waitForServer = async () => {
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      const url = `http://localhost:${HTTP_PORT}/`
      if ((await fetch(url, { redirect: "manual" })).status === 301) return
    } catch {
      // not up yet
    }
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  throw new Error(`the site did not answer at http://localhost:${HTTP_PORT}/`)
}

const gotoHydrated = async (page: Page, route: string) => {
  await page.goto(`${BASE}${route}`)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await settled(page)
}

const main = async () => {
  mkdirSync(OUTPUT, { recursive: true })
  const server = spawn(
    "node",
    ["scripts/serve-nginx.mjs", "--port", String(PORT)],
    { stdio: "inherit" },
  )
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      ...chromiumFlags.flags,
      `--ignore-certificate-errors-spki-list=${testCertificate(PORT).spki}`,
    ],
  })
  try {
    await waitForServer()
    for (const project of config.projects ?? []) {
      const { viewport, hasTouch, isMobile, deviceScaleFactor } =
        project.use ?? {}
      const context = await browser.newContext({
        viewport,
        hasTouch,
        isMobile,
        deviceScaleFactor,
      })
      const page = await context.newPage()
      const name = project.name ?? ""
      const shoot = async (file: string, fullPage: boolean) => {
        await page.screenshot({ path: path.join(OUTPUT, file), fullPage })
        console.log(`wrote ${path.join(OUTPUT, file)}`)
      }
      for (const route of pages()) {
        await gotoHydrated(page, route)
        await shoot(fileName(name, route), true)
      }
      for (const state of states[name] ?? []) {
        await gotoHydrated(page, state.path)
        await state.bringAbout(page)
        await settled(page)
        await shoot(`${name}-state-${state.name}.png`, false)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    server.kill("SIGTERM")
  }
}

main().catch(error => {
  console.error(error)
  process.exitCode = 1
})
