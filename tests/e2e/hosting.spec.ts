import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { connect, type ConnectionOptions, type TLSSocket } from "node:tls"

import {
  CONTENT_TYPES,
  DOCUMENT_ONLY_HEADERS,
  IMMUTABLE,
  REVALIDATE,
  SITE_HEADERS,
  SUBRESOURCE_TYPES,
} from "../../plugins/hosting/policy"
import { cloudflareLimitProblems } from "../../plugins/hosting/hostFiles"
import { inlineSourcesOf } from "../../plugins/hosting/inlineSources"
import { inlineSourcesByParse5 } from "../support/inlineSourcesByParse5"
import {
  expect,
  FORMS_ORIGIN,
  MAILING_LIST_ORIGIN,
  PLAIN_HTTP_ORIGIN,
  routes,
  test,
} from "./fixtures"

/**
 * The site as the browser tests serve it: Debian's nginx with the repository's recipe
 * (deploy/nginx/nova-reyes.conf) and the build's includes, started by the test runner
 * (scripts/serve-nginx.mjs) and stopped by it at the end.
 */
const PUBLIC = path.resolve(process.env.SITE_DIR ?? ".", "public")

/** Every page the build wrote, by the path it is served at. */
const pagePaths = (folder = PUBLIC, prefix = "/"): string[] =>
  readdirSync(path.join(folder), { withFileTypes: true }).flatMap(entry => {
    if (entry.isDirectory())
      return ["_gatsby", "page-data", "static", "admin"].includes(entry.name)
        ? []
        : pagePaths(path.join(folder, entry.name), `${prefix}${entry.name}/`)
    if (entry.name === "index.html") return [prefix]
    return entry.name.endsWith(".html") ? [`${prefix}${entry.name}`] : []
  })

const pages = pagePaths()

/** A file of the build whose name matches, for the cache rules of its kind. */
const builtFile = (folder: string, pattern: RegExp) => {
  const name = readdirSync(path.join(PUBLIC, folder), { recursive: true })
    .map(String)
    .find(file => pattern.test(file))
  if (!name) throw new Error(`the build has no ${pattern} in ${folder}`)
  return `/${path.posix.join(folder, name.split(path.sep).join("/"))}`
}

/**
 * The site's headers on a document; on what a page only loads (a script, a font, an
 * image, JSON), the ones that act there alone, and no document-only one.
 */
const expectSiteHeaders = (headers: Record<string, string>) => {
  const subresource = new RegExp(SUBRESOURCE_TYPES).test(
    headers["content-type"] ?? "",
  )
  for (const [name, value] of Object.entries(SITE_HEADERS))
    expect(headers[name.toLowerCase()], name).toBe(
      subresource && DOCUMENT_ONLY_HEADERS.includes(name) ? undefined : value,
    )
  if (subresource)
    expect(headers["content-security-policy"], "a policy").toBeUndefined()
}

const directiveOf = (policy: string, name: string) =>
  policy
    .split("; ")
    .find(part => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(" ") ?? []

test.describe("served by nginx with the repository's recipe", () => {
  test("the build wrote every route the product specification names", () => {
    for (const route of routes) expect(pages).toContain(route.path)
    expect(pages).toContain("/404.html")
  })

  for (const pagePath of pages.filter(page => page !== "/404.html")) {
    test(`${pagePath} has every header, and the site's policy with its own that together allow exactly its inline code`, async ({
      request,
      isMobile,
    }) => {
      // Headers do not depend on the device: one project asks for them.
      test.skip(isMobile, "the same answer for every device")
      const response = await request.get(pagePath, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expectSiteHeaders(headers)
      expect(headers["cache-control"]).toBe(REVALIDATE)
      expect(headers["content-type"]).toBe("text/html; charset=utf-8")
      const html = await response.text()
      // The page's own, first in its head after its character set (in the first 1024 bytes).
      const own =
        /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
          html,
        )?.[1] ?? ""
      const site = headers["content-security-policy"] ?? ""
      for (const policy of [site, own]) {
        expect(directiveOf(policy, "default-src")).toEqual(["'self'"])
        expect(directiveOf(policy, "script-src")).not.toContain(
          "'unsafe-inline'",
        )
        expect(directiveOf(policy, "script-src")).not.toContain("'unsafe-eval'")
        expect(directiveOf(policy, "base-uri")).toEqual(["'self'"])
        expect(directiveOf(policy, "object-src")).toEqual(["'none'"])
        // Forms post to the contact form's service and the mailing list's (Kit takes a
        // background post, so scripts may send to it too), and nowhere else.
        for (const directive of ["form-action", "connect-src"]) {
          expect(directiveOf(policy, directive)).toEqual([
            "'self'",
            FORMS_ORIGIN,
            MAILING_LIST_ORIGIN,
          ])
        }
      }
      expect(directiveOf(site, "frame-ancestors")).toEqual(["'none'"])
      expect(directiveOf(own, "style-src")).not.toContain("'unsafe-inline'")
      // Read from the page as served, as a browser parses it; the build's own reading must agree.
      const inline = inlineSourcesByParse5(html)
      expect(inlineSourcesOf(html)).toEqual(inline)
      expect(inline.scripts.length).toBeGreaterThan(0)
      for (const source of inline.scripts) {
        expect(directiveOf(site, "script-src")).toContain(source)
        expect(directiveOf(own, "script-src")).toContain(source)
      }
      for (const source of inline.styles)
        expect(directiveOf(own, "style-src")).toContain(source)
      for (const source of inline.styleAttributes)
        expect(directiveOf(own, "style-src-attr")).toContain(source)
      // The one the build wrote for Netlify and Cloudflare Pages.
      const headersFile = readFileSync(path.join(PUBLIC, "_headers"), "utf8")
      const siteRule =
        headersFile.split("\n\n").find(rule => rule.startsWith("/*\n")) ?? ""
      expect(siteRule.split("\n")).toContain(
        `  Content-Security-Policy: ${site}`,
      )
    })
  }

  // The page health check every browser test runs fails on any policy violation
  // (fixtures.ts), so every page (tests/e2e/routes.spec.ts), the menu, popovers, form and
  // videos are tried under the policy too.

  test("a page's folder without its slash redirects to the page", async ({
    request,
  }) => {
    for (const route of routes.filter(route => route.path !== "/")) {
      const response = await request.get(route.path.slice(0, -1), {
        maxRedirects: 0,
      })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(route.path)
      expectSiteHeaders(response.headers())
    }
  })

  test("an unknown path under /es/ answers 404 with the Spanish not-found page and its policy", async ({
    request,
  }) => {
    const response = await request.get("/es/no-existe/")
    expect(response.status()).toBe(404)
    expectSiteHeaders(response.headers())
    const html = await response.text()
    expect(html).toBe(readFileSync(path.join(PUBLIC, "es/404.html"), "utf8"))
    expect(html).toContain('<html lang="es">')
    const policy = response.headers()["content-security-policy"] ?? ""
    for (const source of inlineSourcesByParse5(html).scripts)
      expect(directiveOf(policy, "script-src")).toContain(source)
  })

  test("an unknown path answers 404 with the site's not-found page and its policy", async ({
    request,
  }) => {
    const response = await request.get("/no-such-page/")
    expect(response.status()).toBe(404)
    expectSiteHeaders(response.headers())
    expect(response.headers()["cache-control"]).toBe(REVALIDATE)
    const html = await response.text()
    const notFound = readFileSync(path.join(PUBLIC, "404.html"), "utf8")
    expect(html).toBe(notFound)
    const policy = response.headers()["content-security-policy"] ?? ""
    for (const source of inlineSourcesByParse5(html).scripts)
      expect(directiveOf(policy, "script-src")).toContain(source)
    // The page carries its policy too, for hosts that choose headers by the path asked for,
    // first in its head after its character set (which must stay in the first 1024 bytes).
    expect(html).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    )
    expect(html.indexOf("charSet")).toBeLessThan(1024)
  })

  test("the build's _headers fits Cloudflare's limits: one policy for every page, 100 rules at most, no line over 2,000 characters", () => {
    const headersFile = readFileSync(path.join(PUBLIC, "_headers"), "utf8")
    expect(cloudflareLimitProblems(headersFile)).toEqual([])
    expect(
      headersFile.match(/^ {2}Content-Security-Policy: /gm) ?? [],
    ).toHaveLength(2)
  })

  test("the build's files for other hosts are not served", async ({
    request,
  }) => {
    for (const file of ["/_headers", "/_redirects", "/_routes.json"])
      expect((await request.get(file)).status()).toBe(404)
  })

  // gatsby-ssr.tsx drops them by their keys in the head (GATSBY_IMAGE_HEAD_KEYS): images
  // are native <picture>s, and the plugin's inline script would be hashed into the policy.
  test("no gatsby-plugin-image head tag reaches a page", () => {
    for (const pagePath of pages) {
      const file = pagePath.endsWith("/") ? `${pagePath}index.html` : pagePath
      const html = readFileSync(path.join(PUBLIC, file), "utf8")
      expect(html, pagePath).not.toContain("gatsby-image-wrapper")
      expect(html, pagePath).not.toContain("HTMLImageElement.prototype")
    }
  })

  test("content-named files are cached for a year, everything else revalidated; document-only headers on documents only", async ({
    request,
  }) => {
    const expectations: Array<[string, string]> = [
      [builtFile(".", /^app-[0-9a-f]{20}\.js$/), IMMUTABLE],
      [builtFile(".", /^framework-[0-9a-f]{20}\.js$/), IMMUTABLE],
      [builtFile("static", /\.woff2$/), IMMUTABLE],
      [builtFile("static", /\.(avif|webp)$/), IMMUTABLE],
      ["/page-data/app-data.json", REVALIDATE],
      ["/page-data/index/page-data.json", REVALIDATE],
      ["/sitemap-index.xml", REVALIDATE],
      [builtFile("og", /\.jpg$/), REVALIDATE],
      ["/chunk-map.json", REVALIDATE],
    ]
    for (const [file, cacheControl] of expectations) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()["cache-control"], file).toBe(cacheControl)
      expectSiteHeaders(response.headers())
    }
    // The app's script carries no document-only header; the sitemap (XML, which a browser
    // can show as a document) carries them all.
    const script = (await request.get(expectations[0]?.[0] ?? "")).headers()
    expect(script["permissions-policy"]).toBeUndefined()
    expect(script["content-security-policy"]).toBeUndefined()
    expect(script["x-content-type-options"]).toBe("nosniff")
    const sitemap = (await request.get("/sitemap-index.xml")).headers()
    expect(sitemap["permissions-policy"]).toBe(
      SITE_HEADERS["Permissions-Policy"],
    )
    expect(sitemap["content-security-policy"]).toContain("default-src 'self'")
  })

  test("the visual editor's policy names no insecure source: the local backend is allowed on the development server only", async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, "the same answer for every device")
    const response = await request.get("/admin/")
    expect(response.status()).toBe(200)
    const policy = response.headers()["content-security-policy"] ?? ""
    expect(directiveOf(policy, "script-src")).toContain("'unsafe-eval'")
    const sources = policy
      .split(";")
      .flatMap(part => part.trim().split(" ").slice(1))
    expect(sources.filter(source => source.startsWith("http:"))).toEqual([])
    expect(directiveOf(policy, "connect-src")).not.toContain(
      "http://localhost:8081",
    )
  })

  test("text files are sent precompressed: Brotli to browsers that accept it, gzip to the others, the build's bytes either way", async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, "the same answer for every device")
    const files = [
      builtFile(".", /^app-[0-9a-f]{20}\.js$/),
      "/tour/",
      "/page-data/tour/page-data.json",
    ]
    for (const file of files) {
      const built = readFileSync(
        path.join(PUBLIC, file.endsWith("/") ? `${file}index.html` : file),
      )
      for (const [accepted, sent] of [
        ["gzip, deflate, br", "br"],
        ["gzip, deflate", "gzip"],
      ] as const) {
        const response = await request.get(file, {
          headers: { "Accept-Encoding": accepted },
        })
        const headers = response.headers()
        expect(headers["content-encoding"], `${file}, ${accepted}`).toBe(sent)
        expect(headers["vary"], file).toMatch(/Accept-Encoding/i)
        // Sent from the build's copy, not compressed on the fly: nginx gives a static
        // file's length and validators, which its gzip filter drops.
        expect(Number(headers["content-length"]), file).toBe(
          readFileSync(
            path.join(
              PUBLIC,
              (file.endsWith("/") ? `${file}index.html` : file) +
                (sent === "br" ? ".br" : ".gz"),
            ),
          ).length,
        )
        expect((await response.body()).equals(built), file).toBe(true)
      }
    }
  })

  test("calendar files and the press kit have their content types", async ({
    request,
  }) => {
    const calendar = await request.get(builtFile("tour", /\.ics$/))
    expect(calendar.headers()["content-type"]).toBe(CONTENT_TYPES.ics)
    const pressKit = await request.get("/press/nova-reyes-press-kit.zip")
    expect(pressKit.headers()["content-type"]).toBe(CONTENT_TYPES.zip)
    const manifest = await request.get("/manifest.webmanifest")
    expect(manifest.headers()["content-type"]).toBe(CONTENT_TYPES.webmanifest)
    const hash = createHash("sha256")
      .update(await pressKit.body())
      .digest("hex")
    const built = createHash("sha256")
      .update(readFileSync(path.join(PUBLIC, "press/nova-reyes-press-kit.zip")))
      .digest("hex")
    expect(hash).toBe(built)
  })
})

/** Opens a TLS connection to the site as `options` allow; the error is the server's refusal. */
const handshake = (options: ConnectionOptions) =>
  new Promise<TLSSocket>((resolve, reject) => {
    const socket = connect({
      host: "localhost",
      port: Number(new URL(test.info().project.use.baseURL ?? "").port),
      servername: "localhost",
      ...options,
    })
    socket.once("secureConnect", () => resolve(socket))
    socket.once("error", reject)
  })

test.describe("over HTTPS, with the recipe's TLS settings", () => {
  test("plain HTTP only redirects to HTTPS, at the same path and query, without the site's headers", async ({
    request,
    baseURL,
  }) => {
    for (const target of [
      "/",
      "/es/tour/?ref=poster#dates",
      "/about",
      "/no-such-page/",
    ]) {
      const response = await request.get(`${PLAIN_HTTP_ORIGIN}${target}`, {
        maxRedirects: 0,
      })
      expect(response.status(), target).toBe(301)
      // The fragment never reaches a server; everything else is kept.
      expect(response.headers().location, target).toBe(
        `${baseURL}${target.replace(/#.*/, "")}`,
      )
      // Strict-Transport-Security means nothing over plain HTTP: only HTTPS sends it.
      expect(response.headers()["strict-transport-security"]).toBeUndefined()
      expect(response.headers()["content-security-policy"]).toBeUndefined()
    }
  })

  test("plain HTTP answers the certificate authority's challenges in place", async ({
    request,
  }) => {
    const response = await request.get(
      `${PLAIN_HTTP_ORIGIN}/.well-known/acme-challenge/not-a-token`,
      { maxRedirects: 0 },
    )
    // Not sent to HTTPS: a missing token is a plain 404 from the challenges' folder.
    expect(response.status()).toBe(404)
    expect(response.headers().location).toBeUndefined()
  })

  test.describe(() => {
    // The plain address is the one request the visitor makes outside the site's origin.
    test.use({ allowedOrigins: [PLAIN_HTTP_ORIGIN] })

    test("a visitor who types the plain address lands on the page over HTTPS, which the browser trusts", async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(`${PLAIN_HTTP_ORIGIN}/tour/`)
      expect(page.url()).toBe(`${baseURL}/tour/`)
      expect(response?.status()).toBe(200)
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true)
      const security = await response?.securityDetails()
      expect(security?.protocol).toBe("TLS 1.3")
      expect(security?.subjectName).toBe("localhost")
      expect(
        (await response?.allHeaders())?.["strict-transport-security"],
      ).toBe(SITE_HEADERS["Strict-Transport-Security"])
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    })
  })

  test("TLS 1.2 and 1.3 only, forward-secret AEAD ciphers only, HTTP/2 offered", async () => {
    const modern = await handshake({ ALPNProtocols: ["h2", "http/1.1"] })
    expect(modern.getProtocol()).toBe("TLSv1.3")
    expect(modern.alpnProtocol).toBe("h2")
    modern.destroy()

    const twelve = await handshake({ maxVersion: "TLSv1.2" })
    expect(twelve.getProtocol()).toBe("TLSv1.2")
    expect(twelve.getCipher().name).toMatch(/^ECDHE-(ECDSA|RSA)-/)
    twelve.destroy()

    // A client that offers only TLS 1.1 or older is turned away by the server's alert.
    await expect(
      handshake({
        minVersion: "TLSv1",
        maxVersion: "TLSv1.1",
        ciphers: "DEFAULT@SECLEVEL=0",
      }),
    ).rejects.toThrow(/alert protocol version/)
    // So is a TLS 1.2 client with only ciphers OpenSSL allows and the profile does not
    // (CBC, without authenticated encryption).
    await expect(
      handshake({
        maxVersion: "TLSv1.2",
        ciphers: "ECDHE-ECDSA-AES128-SHA:ECDHE-ECDSA-AES256-SHA384",
      }),
    ).rejects.toThrow(/handshake failure/)
  })
})
