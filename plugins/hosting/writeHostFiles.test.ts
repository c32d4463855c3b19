import { createHash } from "node:crypto"
import {
  mkdir,
  mkdtemp,
  readFile,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

import { cloudflareLimitProblems } from "./hostFiles"
import {
  adminContentSecurityPolicy,
  CMS_LOCAL_BACKEND_ORIGIN,
  IMMUTABLE,
  REVALIDATE,
  DOCUMENT_ONLY_HEADERS,
  SITE_HEADERS,
  type PolicyOptions,
} from "./policy"
import {
  servedPath,
  withMetaPolicy,
  writeHostFiles,
  type Carried,
} from "./writeHostFiles"
import { pageMemo } from "../../src/node/pageMemo"
import type { MailingList } from "../../src/lib/signup/signupFields"

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`

const page = (title: string, script: string, style: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<style data-identity="gatsby-global-css">${style}</style>` +
  `<script type="application/ld+json">{"@type":"WebSite"}</script></head>` +
  `<body><div id="___gatsby"><div style="outline:none" tabindex="-1">${title}</div></div>` +
  `<script>${script}</script><script src="/app-0123456789abcdef0123.js" async></script>` +
  `</body></html>`

const PAGES = {
  "index.html": page("Home", 'window.pagePath="/";', ".a{color:red}"),
  "about/index.html": page("About", 'window.pagePath="/about/";', ".b{}"),
  "404.html": page("Not found", 'window.pagePath="/404.html";', ".c{}"),
}

/** `_headers` as a map from each rule's path to its headers. */
const parseHeadersFile = (text: string) => {
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> = {}
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue
    if (!line.startsWith(" ")) {
      current = {}
      rules.set(line, current)
      continue
    }
    const [name = "", ...value] = line.trim().split(": ")
    current[name] = value.join(": ")
  }
  return rules
}

/**
 * The headers a host sends for a path, as each merges the rules that match it: Netlify
 * lets a later rule's header replace an earlier one and skips lines without a colon;
 * Cloudflare joins repeated headers with commas and detaches a header with "! Name".
 */
const headersOnHost = (
  text: string,
  urlPath: string,
  host: "netlify" | "cloudflare",
) => {
  const sent: Record<string, string> = {}
  let matches = false
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue
    if (!line.startsWith(" ")) {
      const pattern = line.replaceAll(/[.+?^${}()|[\]\\]/g, "\\$&")
      matches = new RegExp(`^${pattern.replaceAll("*", ".*")}$`).test(urlPath)
      continue
    }
    if (!matches) continue
    const detach = /^\s+!\s*(\S+)$/.exec(line)
    if (detach) {
      if (host === "cloudflare") delete sent[detach[1] ?? ""]
      continue
    }
    const [name = "", ...rest] = line.trim().split(": ")
    const value = rest.join(": ")
    sent[name] =
      host === "cloudflare" && sent[name] ? `${sent[name]}, ${value}` : value
  }
  return sent
}

const metaPolicyIn = async (file: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
    await readFile(file, "utf8"),
  )?.[1]

/** One nginx `map` block as a map from each key to its value. */
const parseNginxMap = (text: string, variable: string) => {
  const block = new RegExp(`map \\$uri \\${variable} \\{\\n([\\s\\S]*?)\\n\\}`)
  const body = block.exec(text)?.[1] ?? ""
  return new Map(
    [
      ...body.matchAll(
        /^\s+("(?:[^"\\]|\\.)*"|default) "((?:[^"\\]|\\.)*)";$/gm,
      ),
    ].map(([, key = "", value = ""]) => [key.replaceAll('"', ""), value]),
  )
}

describe("the hosting files written after the build", () => {
  let folder: string
  let publicDir: string
  let nginxDir: string

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "host-files-"))
    publicDir = path.join(folder, "public")
    nginxDir = path.join(folder, "nginx")
    for (const [file, html] of Object.entries(PAGES)) {
      await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true })
      await writeFile(path.join(publicDir, file), html)
    }
    await writeFile(path.join(publicDir, "app-0123456789abcdef0123.js"), "")
    await writeFile(path.join(publicDir, "chunk-map.json"), "{}")
    await mkdir(path.join(publicDir, "admin"))
    await writeFile(path.join(publicDir, "admin/index.html"), "<!DOCTYPE html>")
  })

  afterEach(() => rm(folder, { recursive: true, force: true }))

  const write = (formEndpoint?: string) =>
    writeHostFiles({ publicDir, nginxDir, formEndpoint })

  it("has each page allow its own inline scripts, styles and style attributes by hash", async () => {
    await write()
    const about = await metaPolicyIn(path.join(publicDir, "about/index.html"))
    expect(about).toContain(
      `script-src 'self' ${sha256('window.pagePath="/about/";')};`,
    )
    expect(about).toMatch(/^default-src 'self'; /)
    expect(about).toContain(sha256(".b{}"))
    expect(about).toContain(
      `style-src-attr 'unsafe-hashes' ${sha256("outline:none")}`,
    )
    // JSON-LD is data, and another page's script is not this page's.
    expect(about).not.toContain(sha256('{"@type":"WebSite"}'))
    expect(about).not.toContain(sha256('window.pagePath="/";'))
    const scriptSources = /script-src ([^;]*)/.exec(about ?? "")?.[1]
    expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(about).toContain("base-uri 'self'")
    expect(about).toContain("object-src 'none'")
    // A browser ignores it in a <meta>, and says so in the console.
    expect(about).not.toContain("frame-ancestors")
  })

  it("lets the form post to its service, and only there", async () => {
    const policy = (await write("https://forms.example.test/f/abc")).sitePolicy
    expect(policy).toContain("form-action 'self' https://forms.example.test;")
    expect(policy).toContain("connect-src 'self' https://forms.example.test;")
    expect(await metaPolicyIn(path.join(publicDir, "index.html"))).toContain(
      "form-action 'self' https://forms.example.test;",
    )
    const without = (await write()).sitePolicy
    expect(without).toContain("form-action 'self';")
  })

  it("lets the sign-up post to the mailing list's service only, and scripts send to it only where it takes a background post", async () => {
    const policyWith = async (mailingList: MailingList) =>
      (await writeHostFiles({ publicDir, nginxDir, mailingList })).sitePolicy
    const buttondown = await policyWith({
      service: "buttondown",
      formUrl: "https://buttondown.com/api/emails/embed-subscribe/nova",
    })
    expect(buttondown).toContain("form-action 'self' https://buttondown.com;")
    expect(buttondown).toContain("connect-src 'self';")
    const kit = await policyWith({
      service: "kit",
      formUrl: "https://app.kit.com/forms/1234567/subscriptions",
    })
    expect(kit).toContain("form-action 'self' https://app.kit.com;")
    expect(kit).toContain("connect-src 'self' https://app.kit.com;")
  })

  it("names the counting service's origin, where it sends and, for a pixel, where it loads images, and nothing without one", async () => {
    const policiesWith = async (counter: PolicyOptions["counter"]) => {
      const plan = await writeHostFiles({ publicDir, nginxDir, counter })
      const page = await readFile(path.join(publicDir, "index.html"), "utf8")
      return [plan.sitePolicy, /content="([^"]*)"/.exec(page)?.[1] ?? ""]
    }
    for (const policy of await policiesWith({
      origin: "https://plausible.io",
      pixel: false,
    })) {
      expect(policy).toContain("connect-src 'self' https://plausible.io;")
      expect(policy).toContain("img-src 'self' data:;")
    }
    for (const policy of await policiesWith({
      origin: "https://novareyes.goatcounter.com",
      pixel: true,
    })) {
      expect(policy).toContain(
        "connect-src 'self' https://novareyes.goatcounter.com;",
      )
      expect(policy).toContain(
        "img-src 'self' data: https://novareyes.goatcounter.com;",
      )
    }
    for (const policy of await policiesWith(null)) {
      expect(policy).toContain("connect-src 'self';")
      expect(policy).toContain("img-src 'self' data:;")
    }
  })

  it("gives _headers and nginx one policy for every page, which allows every page's inline scripts", async () => {
    const plan = await write()
    const text = await readFile(path.join(publicDir, "_headers"), "utf8")
    const maps = await readFile(path.join(nginxDir, "maps.conf"), "utf8")
    const policies = parseNginxMap(maps, "$site_content_security_policy")
    expect(plan.pages).toEqual(["/", "/404.html", "/about/"])
    expect(policies.get("default")).toBe(plan.sitePolicy)
    for (const host of ["netlify", "cloudflare"] as const) {
      for (const urlPath of ["/", "/about/", "/404.html", "/unknown/"]) {
        expect(
          headersOnHost(text, urlPath, host)["Content-Security-Policy"],
        ).toBe(plan.sitePolicy)
      }
    }
    for (const [file, html] of Object.entries(PAGES)) {
      for (const [, script = ""] of html.matchAll(/<script>(.*?)<\/script>/g)) {
        expect(plan.sitePolicy).toContain(sha256(script))
        expect(await metaPolicyIn(path.join(publicDir, file))).toContain(
          sha256(script),
        )
      }
    }
    expect(plan.sitePolicy).toContain("style-src 'self' 'unsafe-inline';")
    expect(plan.sitePolicy).not.toContain(sha256(".b{}"))
    expect(plan.sitePolicy).toMatch(/; frame-ancestors 'none'$/)
  })

  it("keeps _headers and nginx's maps the same size however many pages the site has", async () => {
    // 1,503 pages written and parsed: on a busy machine, past jest's default 5 s.
    await write()
    const few = await readFile(path.join(publicDir, "_headers"), "utf8")
    const fewMaps = await readFile(path.join(nginxDir, "maps.conf"), "utf8")
    for (let index = 0; index < 1500; index += 1) {
      const file = path.join(publicDir, `tour/show-${index}/index.html`)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(
        file,
        // Scripts the same on every page (src/pagePathScript.tsx), styles each page's own.
        page(`Show ${index}`, 'window.pagePath="/";', `.s${index}{}`),
      )
    }
    const plan = await write()
    expect(plan.pages).toHaveLength(1503)
    const many = await readFile(path.join(publicDir, "_headers"), "utf8")
    expect(many.length).toBe(few.length)
    expect(cloudflareLimitProblems(many)).toEqual([])
    const manyMaps = await readFile(path.join(nginxDir, "maps.conf"), "utf8")
    expect(manyMaps.length).toBe(fewMaps.length)
  }, 60_000)

  it("sets the headers every response carries once, for every path", async () => {
    const plan = await write()
    const text = await readFile(path.join(publicDir, "_headers"), "utf8")
    expect(parseHeadersFile(text).get("/*")).toEqual({
      ...SITE_HEADERS,
      "Content-Security-Policy": plan.sitePolicy,
      "Cache-Control": REVALIDATE,
    })
    const nginx = await readFile(path.join(nginxDir, "headers.conf"), "utf8")
    const maps = await readFile(path.join(nginxDir, "maps.conf"), "utf8")
    for (const [name, value] of Object.entries(SITE_HEADERS)) {
      // The one header /admin/* sets again, after detaching the site's (below).
      const rules = name === "Cross-Origin-Opener-Policy" ? 2 : 1
      expect(text.match(new RegExp(`^  ${name}:`, "gm"))).toHaveLength(rules)
      if (!DOCUMENT_ONLY_HEADERS.includes(name)) {
        expect(nginx).toMatch(
          new RegExp(`^add_header ${name} ".+" always;$`, "m"),
        )
        continue
      }
      // On documents only: a variable, the header's value unless the answer is a
      // subresource or the sign-in relay's (hosting.spec.ts asks nginx itself).
      const variable = new RegExp(
        `^add_header ${name} (\\$\\w+) always;$`,
        "m",
      ).exec(nginx)?.[1]
      expect(variable).toBeDefined()
      const shown =
        name === "Cross-Origin-Opener-Policy"
          ? "$site_opener_policy"
          : `"${value.replaceAll('"', '\\"')}"`
      expect(maps).toContain(
        `map $site_bare ${variable} {\n  "" ${shown};\n  default "";\n}`,
      )
    }
    expect(maps).toContain(
      'map $site_subresource$site_relay $site_bare {\n  default 1;\n  "" "";\n}',
    )
  })

  it("keeps a preview's every page out of search engines, and the live site's in", async () => {
    await writeHostFiles({ publicDir, nginxDir, preview: true })
    const text = await readFile(path.join(publicDir, "_headers"), "utf8")
    expect(parseHeadersFile(text).get("/*")?.["X-Robots-Tag"]).toBe("noindex")
    await write()
    expect(
      await readFile(path.join(publicDir, "_headers"), "utf8"),
    ).not.toContain("X-Robots-Tag")
  })

  it("lets the visual editor's sign-in window talk back, and no public page", async () => {
    await write()
    const text = await readFile(path.join(publicDir, "_headers"), "utf8")
    // Among the first 100 rules, the ones Cloudflare applies, however many pages follow.
    expect([...parseHeadersFile(text).keys()].slice(0, 2)).toEqual([
      "/*",
      "/admin/*",
    ])
    for (const host of ["netlify", "cloudflare"] as const) {
      const opener = (urlPath: string) =>
        headersOnHost(text, urlPath, host)["Cross-Origin-Opener-Policy"]
      expect(opener("/admin/")).toBe("same-origin-allow-popups")
      for (const urlPath of ["/", "/about/", "/404.html", "/unknown/"]) {
        expect(opener(urlPath)).toBe("same-origin")
      }
    }
    const plan = await write()
    for (const host of ["netlify", "cloudflare"] as const) {
      expect(
        headersOnHost(text, "/admin/", host)["Content-Security-Policy"],
      ).toBe(plan.adminPolicy)
    }
    const maps = await readFile(path.join(nginxDir, "maps.conf"), "utf8")
    expect(
      parseNginxMap(maps, "$site_content_security_policy").get("~^/admin/"),
    ).toBe(plan.adminPolicy)
    const opener = parseNginxMap(maps, "$site_opener_policy")
    expect(opener.get("default")).toBe("same-origin")
    expect(opener.get("~^/admin/")).toBe("same-origin-allow-popups")
  })

  it("sends only the sign-in relay's paths to its function, which sends its own headers", async () => {
    await write()
    expect(
      JSON.parse(await readFile(path.join(publicDir, "_routes.json"), "utf8")),
    ).toEqual({ version: 1, include: ["/oauth/*"], exclude: [] })
    const maps = await readFile(path.join(nginxDir, "maps.conf"), "utf8")
    expect(parseNginxMap(maps, "$site_cache_control").get("~^/oauth/")).toBe("")
    expect(maps).toMatch(
      /map \$uri \$site_relay \{\n {2}default "";\n {2}"~\^\/oauth\/" 1;\n\}/,
    )
  })

  it("caches content-named files for a year and revalidates the rest", async () => {
    await write()
    const text = await readFile(path.join(publicDir, "_headers"), "utf8")
    for (const host of ["netlify", "cloudflare"] as const) {
      const cacheOf = (urlPath: string) =>
        headersOnHost(text, urlPath, host)["Cache-Control"]
      expect(cacheOf("/app-0123456789abcdef0123.js")).toBe(IMMUTABLE)
      expect(cacheOf("/static/font-0123.woff2")).toBe(IMMUTABLE)
      for (const urlPath of [
        "/",
        "/about/",
        "/page-data/about/page-data.json",
        "/chunk-map.json",
      ])
        expect(cacheOf(urlPath)).toBe(REVALIDATE)
    }
    const cache = parseNginxMap(
      await readFile(path.join(nginxDir, "maps.conf"), "utf8"),
      "$site_cache_control",
    )
    expect(cache.get("default")).toBe(REVALIDATE)
    expect(cache.get("/app-0123456789abcdef0123.js")).toBe(IMMUTABLE)
    expect(cache.get("~^/static/")).toBe(IMMUTABLE)
  })

  it("keeps the visual editor apart, under its own policy", async () => {
    const plan = await write()
    expect(plan.pages.some(entry => entry.startsWith("/admin/"))).toBe(false)
    expect(plan.adminPolicy).toContain("script-src 'self' 'unsafe-eval'")
    expect(plan.sitePolicy).not.toContain("unsafe-eval")
    expect(
      await readFile(path.join(publicDir, "admin/index.html"), "utf8"),
    ).not.toContain("http-equiv")
  })

  it("names no insecure source in the built editor's policy: the local backend is the development server's alone", async () => {
    const plan = await write()
    const sources = plan.adminPolicy
      .split("; ")
      .flatMap(part => part.split(" ").slice(1))
    expect(sources.filter(source => source.startsWith("http:"))).toEqual([])
    expect(plan.adminPolicy).not.toContain(CMS_LOCAL_BACKEND_ORIGIN)
    const development = adminContentSecurityPolicy(
      { connect: ["https://api.github.com"], scripts: [] },
      { localBackend: true },
    )
    expect(development).toContain(
      `connect-src 'self' blob: https://api.github.com ${CMS_LOCAL_BACKEND_ORIGIN};`,
    )
  })

  it("redirects each page's folder without its slash to the page, and answers a missing Spanish path with the Spanish 404 page", async () => {
    await write()
    const text = await readFile(path.join(publicDir, "_redirects"), "utf8")
    expect(
      text.split("\n").filter(line => line && !line.startsWith("#")),
    ).toEqual(["/about  /about/  301", "/es/*  /es/404.html  404"])
  })

  it("has every page carry its own policy first in its head, after its character set", async () => {
    await write()
    for (const file of Object.keys(PAGES)) {
      const html = await readFile(path.join(publicDir, file), "utf8")
      expect(html).toMatch(
        /^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; [^"]+">/,
      )
    }
    // A second build over the same files keeps one policy element.
    await write()
    const again = await readFile(path.join(publicDir, "404.html"), "utf8")
    expect(again.match(/http-equiv/g)).toHaveLength(1)
  })

  it("in a warm build, reads only the pages rewritten since, unless the policy itself changed", async () => {
    const memoFile = path.join(folder, "memo.json")
    const warm = async (formEndpoint?: string) =>
      writeHostFiles({
        publicDir,
        nginxDir,
        formEndpoint,
        memo: await pageMemo<Carried>(memoFile, "1"),
      })
    const about = path.join(publicDir, "about/index.html")
    const home = path.join(publicDir, "index.html")
    // A whole second, which a file's time keeps exactly.
    const time = new Date(Math.floor(Date.now() / 1000) * 1000)
    await utimes(about, time, time)
    await warm()
    await warm("https://forms.example.test/f/abc")
    expect(await metaPolicyIn(about)).toContain(
      "form-action 'self' https://forms.example.test;",
    )
    await utimes(about, time, time)
    await warm("https://forms.example.test/f/abc")
    // Unread, this stand-in (same size and time as the page) stays; read, it has no head.
    const { size } = await stat(about)
    await writeFile(about, "x".repeat(size))
    await utimes(about, time, time)
    await writeFile(home, PAGES["index.html"].replace("Home", "Inicio"))
    await warm("https://forms.example.test/f/abc")
    expect(await readFile(about, "utf8")).toBe("x".repeat(size))
    expect(await readFile(home, "utf8")).toContain(
      "form-action 'self' https://forms.example.test;",
    )
  })
})

describe("Cloudflare's limits", () => {
  const rule = (path: string, value = "x") =>
    `${path}\n  Cache-Control: ${value}`
  it("pass a file that fits", () => {
    expect(
      cloudflareLimitProblems([rule("/*"), rule("/a/")].join("\n\n")),
    ).toEqual([])
  })
  it("name too many rules and too long a line", () => {
    const many = Array.from({ length: 101 }, (_, index) => rule(`/${index}/`))
    expect(cloudflareLimitProblems(many.join("\n\n"))).toEqual([
      expect.stringMatching(
        /^_headers has 101 rules; Cloudflare Pages applies the first 100/,
      ),
    ])
    expect(cloudflareLimitProblems(rule("/", "y".repeat(2000)))).toEqual([
      expect.stringMatching(/a line of 2017 characters/),
    ])
  })
})

describe("served paths", () => {
  it("are the URLs a visitor asks for", () => {
    expect(servedPath("index.html")).toBe("/")
    expect(servedPath(path.join("tour", "x", "index.html"))).toBe("/tour/x/")
    expect(servedPath("404.html")).toBe("/404.html")
  })

  it("refuse a page without a head for the policy", () => {
    expect(() => withMetaPolicy("<p>", "default-src 'self'")).toThrow(/head/)
  })
})
