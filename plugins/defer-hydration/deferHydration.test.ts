/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { JSDOM } from "jsdom"

import {
  LOADER_CODE,
  LOADER_FALLBACK_MS,
  deferHydrationInFolder,
  deferHydrationScripts,
  hydrationLoader,
} from "./deferHydration"
import { pageMemo } from "../../src/node/pageMemo"

const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

/** A page as Gatsby writes it: the runtime tags at the end of the scripts slice. */
const gatsbyPage = (body = "<main>Hola</main>") =>
  `<!DOCTYPE html><html><head><title>t</title></head><body>${body}` +
  `<script id="gatsby-script-loader">window.pagePath="/";</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="h";</script>` +
  SCRIPTS.map(src => `<script src="${src}" async></script>`).join("") +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

describe("deferHydrationScripts", () => {
  it("swaps Gatsby's runtime tags for one loader of the same scripts, in order", () => {
    const { html, result } = deferHydrationScripts(gatsbyPage())
    expect(result).toBe("deferred")
    expect(html).not.toMatch(/<script src=/)
    expect(html.match(/<script id="hydration-loader"/g)).toHaveLength(1)
    // The loader stays inside the slice, so Gatsby's re-stitching replaces it whole.
    expect(html).toContain(
      `${hydrationLoader(SCRIPTS)}<!-- slice-end id="_gatsby-scripts-1" -->`,
    )
    // Every other byte is as Gatsby wrote it.
    expect(html.replace(hydrationLoader(SCRIPTS), "")).toBe(
      gatsbyPage().replace(/<script src="[^"]+" async><\/script>/g, ""),
    )
  })

  it("lists the page's chunks apart from Gatsby's scripts, without repeating one, and updates them in a page an earlier build deferred", () => {
    const chunks = ["/strings-en-6.js", "/app-3.js", "/layout-7.js"]
    const { html } = deferHydrationScripts(gatsbyPage(), chunks)
    expect(html).toContain(
      hydrationLoader(SCRIPTS, ["/strings-en-6.js", "/layout-7.js"]),
    )
    expect(html).toContain(
      'data-chunks="[&quot;/strings-en-6.js&quot;,&quot;/layout-7.js&quot;]"',
    )
    const rebuilt = deferHydrationScripts(html, ["/layout-8.js"])
    expect(rebuilt.result).toBe("deferred")
    expect(rebuilt.html).toContain(hydrationLoader(SCRIPTS, ["/layout-8.js"]))
    expect(deferHydrationScripts(rebuilt.html, ["/layout-8.js"]).result).toBe(
      "unchanged",
    )
  })

  it("leaves a page that already has the current loader as it is", () => {
    const once = deferHydrationScripts(gatsbyPage()).html
    expect(deferHydrationScripts(once)).toEqual({
      html: once,
      result: "unchanged",
    })
  })

  it("finds the tags however Gatsby spells them", () => {
    const spelled = gatsbyPage().replace(
      /<script src="([^"]+)" async><\/script>/g,
      "<SCRIPT async=\"\" type=text/javascript src='$1' ></SCRIPT>",
    )
    const { html, result } = deferHydrationScripts(spelled)
    expect(result).toBe("deferred")
    expect(html).toContain(hydrationLoader(SCRIPTS))
    expect(html).not.toMatch(/<script[^>]*src=/i)
  })

  it("leaves scripts outside Gatsby's scripts slice alone", () => {
    const other = `<script src="/widget.js" async></script>`
    const { html } = deferHydrationScripts(
      gatsbyPage(`<main>Hola</main>${other}`),
    )
    expect(html).toContain(other)
    expect(html).toContain(hydrationLoader(SCRIPTS))
  })

  it("leaves a script that only mentions a tag in its text alone", () => {
    const page = gatsbyPage(
      `<script>var tag = '<script src="/x.js" async><\\/script>'</script>`,
    )
    const { html } = deferHydrationScripts(page)
    expect(html).toContain(`var tag = '<script src="/x.js" async>`)
    expect(html).toContain(hydrationLoader(SCRIPTS))
  })

  it("writes the same loader code on every page, so one hash allows it", () => {
    expect(hydrationLoader(["/a.js"])).toContain(`>${LOADER_CODE}</script>`)
    expect(hydrationLoader(["/b.js"])).toContain(`>${LOADER_CODE}</script>`)
  })

  it("gives a page an earlier build deferred the current loader, for the same scripts", () => {
    const current = deferHydrationScripts(gatsbyPage()).html
    const earlier = current.replace(
      `setTimeout(start,${LOADER_FALLBACK_MS})`,
      "setTimeout(start,1)",
    )
    expect(earlier).not.toBe(current)
    expect(deferHydrationScripts(earlier)).toEqual({
      html: current,
      result: "deferred",
    })
  })

  it("leaves HTML that is not a Gatsby page alone", () => {
    const verification = "<html><body>google-site-verification</body></html>"
    expect(deferHydrationScripts(verification)).toEqual({
      html: verification,
      result: "not a page",
    })
  })

  it("stops on a page whose scripts slice holds neither, naming what changed", () => {
    const page = gatsbyPage().replace(
      /<script src="[^"]+" async><\/script>/g,
      "",
    )
    expect(() => deferHydrationScripts(page)).toThrow(
      "found neither Gatsby's <script src=… async> tags nor the hydration loader",
    )
  })

  it("cannot be broken out of by a script path", () => {
    const loader = hydrationLoader(['/a"></script><b>.js'])
    expect(loader).not.toContain("a</script>")
    expect(loader).not.toContain('a">')
  })
})

describe("the hydration loader", () => {
  type Paint = () => void

  /** Runs the loader in a page, with paint timing driven by the test. */
  const pageWithLoader = ({
    paintTiming = true,
    observerRefuses = false,
    chunks = [],
  }: {
    chunks?: readonly string[]
    paintTiming?: boolean
    /** Some browsers list paint timing but reject the `type` option. */
    observerRefuses?: boolean
  } = {}) => {
    let readyState = "loading"
    const dom = new JSDOM("<!DOCTYPE html><body></body>", {
      runScripts: "outside-only",
      pretendToBeVisual: true,
    })
    const window = dom.window
    Object.defineProperty(window.document, "readyState", {
      get: () => readyState,
    })
    let paint: Paint = () => {
      throw new Error("the loader did not observe paints")
    }
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint"] : []
      constructor(callback: (list: unknown, observer: FakeObserver) => void) {
        paint = () => callback({}, this)
      }
      observe(options: { type: string; buffered: boolean }) {
        if (observerRefuses) throw new TypeError("type is not supported")
        expect(options).toEqual({ type: "paint", buffered: true })
      }
      disconnect() {}
    }
    Object.assign(window, { PerformanceObserver: FakeObserver })
    // Run the loader as the browser would: from its own tag, as document.currentScript.
    const holder = window.document.createElement("div")
    holder.innerHTML = hydrationLoader(SCRIPTS, chunks)
    const tag = holder.firstElementChild
    Object.defineProperty(window.document, "currentScript", {
      get: () => tag,
      configurable: true,
    })
    window.eval(LOADER_CODE)
    const addedSoFar = () =>
      [...window.document.body.querySelectorAll("script")].map(element => ({
        src: element.getAttribute("src"),
        async: element.async,
      }))
    /**
     * What the loader has added once it has run the tasks it queued, one script each (a
     * browser holds a timer nested this deep back by 4 ms, as jsdom does).
     */
    const added = () => {
      let count = 0
      while (addedSoFar().length > count) {
        count = addedSoFar().length
        jest.advanceTimersByTime(4)
      }
      return addedSoFar()
    }
    const load = () => {
      readyState = "complete"
      window.dispatchEvent(new window.Event("load"))
    }
    return { added, addedSoFar, paint: () => paint(), load, window }
  }

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("adds the scripts only once the page has both painted and loaded", () => {
    const page = pageWithLoader()
    expect(page.added()).toEqual([])
    page.paint()
    expect(page.added()).toEqual([])
    page.load()
    expect(page.added()).toEqual(SCRIPTS.map(src => ({ src, async: true })))
  })

  it("adds the page's chunks after Gatsby's runtime, and drops a script that failed, so the runtime asks for it again", () => {
    const page = pageWithLoader({ chunks: ["/layout-4.js", "/page-5.js"] })
    page.paint()
    page.load()
    expect(page.added().map(script => script.src)).toEqual([
      ...SCRIPTS,
      "/layout-4.js",
      "/page-5.js",
    ])
    const layout = page.window.document.querySelector('[src="/layout-4.js"]')
    layout?.dispatchEvent(new page.window.Event("error"))
    expect(page.added().map(script => script.src)).toEqual([
      ...SCRIPTS,
      "/page-5.js",
    ])
    // Gatsby's runtime, watching a script itself, removes it before calling the loader's
    // handler, which then has nothing left to do (and must not fail).
    const errors: string[] = []
    page.window.addEventListener("error", event => errors.push(event.message))
    const chunk =
      page.window.document.querySelector<HTMLScriptElement>(
        '[src="/page-5.js"]',
      )
    const loaderHandler = chunk?.onerror
    if (chunk)
      chunk.onerror = event => {
        chunk.remove()
        return loaderHandler?.call(chunk, event)
      }
    chunk?.dispatchEvent(new page.window.Event("error"))
    expect(errors).toEqual([])
    expect(page.added().map(script => script.src)).toEqual(SCRIPTS)
  })

  it("adds them all at once, in order, with the first visit's chunks last", () => {
    const page = pageWithLoader({ chunks: ["/layout-4.js"] })
    page.paint()
    page.load()
    expect(page.addedSoFar().map(script => script.src)).toEqual([
      ...SCRIPTS,
      "/layout-4.js",
    ])
  })

  it("waits for the paint when the page loads first", () => {
    const page = pageWithLoader()
    page.load()
    expect(page.added()).toEqual([])
    page.paint()
    expect(page.added()).toHaveLength(3)
  })

  it("adds them once, however many events follow", () => {
    const page = pageWithLoader()
    page.paint()
    page.load()
    page.load()
    jest.advanceTimersByTime(LOADER_FALLBACK_MS)
    expect(page.added()).toHaveLength(3)
  })

  it("adds them anyway after the fallback time, for a tab that never paints", () => {
    const page = pageWithLoader()
    jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1)
    expect(page.added()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(page.added()).toHaveLength(3)
  })

  for (const [missing, options] of [
    ["paint timing is missing", { paintTiming: false }],
    ["the observer refuses paint entries", { observerRefuses: true }],
  ] as const)
    it(`takes the first frame for the paint where ${missing}`, () => {
      const page = pageWithLoader(options)
      page.load()
      expect(page.added()).toEqual([])
      // jsdom runs animation frames on a timer, about every 16 ms.
      jest.advanceTimersByTime(100)
      expect(page.added()).toHaveLength(3)
    })
})

describe("deferHydrationInFolder", () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "defer-"))
    await mkdir(path.join(folder, "about"))
    await mkdir(path.join(folder, "_gatsby/slices"), { recursive: true })
    await mkdir(path.join(folder, "page-data/index"), { recursive: true })
  })
  afterEach(() => rm(folder, { recursive: true, force: true }))

  it("rewrites every page, and leaves slices, page data and other files alone", async () => {
    const slice = SCRIPTS.map(
      src => `<script src="${src}" async></script>`,
    ).join("")
    await writeFile(path.join(folder, "index.html"), gatsbyPage())
    await writeFile(path.join(folder, "about/index.html"), gatsbyPage())
    await writeFile(
      path.join(folder, "_gatsby/slices/_gatsby-scripts-1.html"),
      slice,
    )
    await writeFile(path.join(folder, "page-data/index/page-data.json"), "{}")
    await writeFile(path.join(folder, "robots.txt"), "User-agent: *")
    const verification = "<html><body>site verification</body></html>"
    await writeFile(path.join(folder, "google123.html"), verification)

    expect(await deferHydrationInFolder(folder)).toBe(2)
    for (const page of ["index.html", "about/index.html"])
      expect(await readFile(path.join(folder, page), "utf8")).toContain(
        '<script id="hydration-loader"',
      )
    expect(
      await readFile(
        path.join(folder, "_gatsby/slices/_gatsby-scripts-1.html"),
        "utf8",
      ),
    ).toBe(slice)
    expect(await readFile(path.join(folder, "google123.html"), "utf8")).toBe(
      verification,
    )
    // A second pass, as after a warm build that rewrote no page, changes nothing.
    expect(await deferHydrationInFolder(folder)).toBe(0)
  })

  it("passes over a page the last build's steps left as it is, and defers one rewritten since", async () => {
    const home = path.join(folder, "index.html")
    const about = path.join(folder, "about/index.html")
    await writeFile(home, gatsbyPage())
    const memoFile = path.join(folder, "memo.json")
    await (await pageMemo(memoFile, "1")).save(new Map([[home, null]]))
    await writeFile(about, gatsbyPage())

    const memo = await pageMemo(memoFile, "1")
    expect(await deferHydrationInFolder(folder, undefined, memo)).toBe(1)
    expect(await readFile(home, "utf8")).toBe(gatsbyPage())
    expect(await readFile(about, "utf8")).toContain(
      '<script id="hydration-loader"',
    )
  })

  it("writes no page when any page is not as expected, and names it", async () => {
    await writeFile(path.join(folder, "index.html"), gatsbyPage())
    await writeFile(
      path.join(folder, "about/index.html"),
      gatsbyPage().replace(/<script src="[^"]+" async><\/script>/g, ""),
    )

    await expect(deferHydrationInFolder(folder)).rejects.toThrow(
      /^about\/index\.html: found neither/,
    )
    expect(await readFile(path.join(folder, "index.html"), "utf8")).toBe(
      gatsbyPage(),
    )
  })

  it("stops when no file is a Gatsby page, rather than ship pages it cannot read", async () => {
    await writeFile(
      path.join(folder, "index.html"),
      "<html><body></body></html>",
    )
    await expect(deferHydrationInFolder(folder)).rejects.toThrow(
      "no page carries Gatsby's scripts slice",
    )
  })
})
