/**
 * @jest-environment node
 */

import { rmSync, utimesSync, writeFileSync } from "node:fs"
import path from "node:path"

import { pageMemo } from "./pageMemo"
import { scratchFolder } from "../test/scratchFolder"

describe("pageMemo", () => {
  const folder = scratchFolder("page-memo-")
  const memoFile = () => path.join(folder(), "cache", "memo.json")
  const page = (name: string, html?: string) => {
    const file = path.join(folder(), name)
    if (html !== undefined) writeFileSync(file, html)
    return file
  }

  /** One build's pass over the pages; which pages it had to read. */
  const pass = async (
    names: readonly string[],
    version = "1",
    remember = true,
  ) => {
    const memo = await pageMemo<number>(
      remember ? memoFile() : undefined,
      version,
    )
    const read: string[] = []
    const values = new Map<string, number>()
    for (const name of names) {
      const known = await memo.of(page(name))
      if (!known) read.push(name)
      values.set(page(name), known?.value ?? name.length)
    }
    await memo.save(values)
    return read
  }

  it("reads again only the pages rewritten since the last build's steps saved them", async () => {
    page("a.html", "<a>")
    page("bb.html", "<bb>")
    expect(await pass(["a.html", "bb.html"])).toEqual(["a.html", "bb.html"])
    expect(await pass(["a.html", "bb.html"])).toEqual([])
    // Gatsby renders one page again: a new size, or the same size at a later time.
    page("a.html", "<a>!")
    const later = new Date(Date.now() + 5000)
    writeFileSync(page("bb.html"), "<cc>")
    utimesSync(page("bb.html"), later, later)
    expect(await pass(["a.html", "bb.html"])).toEqual(["a.html", "bb.html"])
  })

  it("gives back what the step kept for an unchanged page, and nothing for one gone since", async () => {
    page("a.html", "<a>")
    await pageMemo<string>(memoFile(), "1").then(memo =>
      memo.save(new Map([[page("a.html"), "kept"]])),
    )
    const memo = await pageMemo<string>(memoFile(), "1")
    expect(await memo.of(page("a.html"))).toEqual({ value: "kept" })
    expect(await memo.of(page("new.html", "<new>"))).toBeUndefined()
    rmSync(page("a.html"))
    expect(await memo.of(page("a.html"))).toBeUndefined()
  })

  it("forgets the pages a build did not have", async () => {
    page("a.html", "<a>")
    page("bb.html", "<bb>")
    await pass(["a.html", "bb.html"])
    await pass(["a.html"])
    expect(await pass(["a.html", "bb.html"])).toEqual(["bb.html"])
  })

  it("drops a memo of another version whole", async () => {
    page("a.html", "<a>")
    await pass(["a.html"])
    expect(await pass(["a.html"], "2")).toEqual(["a.html"])
  })

  it("remembers nothing without a memo file", async () => {
    page("a.html", "<a>")
    await pass(["a.html"], "1", false)
    expect(await pass(["a.html"], "1", false)).toEqual(["a.html"])
  })
})
