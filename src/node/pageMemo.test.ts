/**
 * @jest-environment node
 */

import { memoVersion, pageMemo } from "./pageMemo"
import { scratchFolder } from "../test/scratchFolder"

describe("pageMemo", () => {
  const cacheDir = scratchFolder("page-memo-")

  /** One build's pass over some pages; which pages the step worked out. */
  const pass = async (
    pages: readonly string[],
    version = "1",
    remember = true,
  ) => {
    const memo = await pageMemo<number>(
      remember ? cacheDir() : undefined,
      version,
    )
    const worked: string[] = []
    const values: number[] = []
    for (const html of pages) {
      const { value } = await memo.of(html, async () => {
        worked.push(html)
        return { value: html.length, after: `${html}!` }
      })
      values.push(value)
    }
    await memo.save()
    return { worked, values }
  }

  it("works out only the pages that are not as the step left them in the last build", async () => {
    expect(await pass(["<a>", "<bb>"])).toEqual({
      worked: ["<a>", "<bb>"],
      values: [3, 4],
    })
    // The step rewrote each page (`after`): the next build finds them so.
    expect(await pass(["<a>!", "<bb>!", "<ccc>"])).toEqual({
      worked: ["<ccc>"],
      values: [3, 4, 5],
    })
    // A page Gatsby rendered again comes back as it was before the step.
    expect((await pass(["<a>", "<bb>!"])).worked).toEqual(["<a>"])
  })

  it("forgets the pages a build did not have", async () => {
    await pass(["<a>", "<bb>"])
    await pass(["<a>!"])
    expect((await pass(["<a>!", "<bb>!"])).worked).toEqual(["<bb>!"])
  })

  it("drops a memo of another version whole", async () => {
    await pass(["<a>"])
    expect((await pass(["<a>!"], "2")).worked).toEqual(["<a>!"])
  })

  it("remembers nothing without a cache folder", async () => {
    await pass(["<a>"], "1", false)
    expect((await pass(["<a>!"], "1", false)).worked).toEqual(["<a>!"])
  })
})

describe("memoVersion", () => {
  it("changes with any of the values it is given", () => {
    expect(memoVersion("code 1", { stats: 1 })).toBe(
      memoVersion("code 1", { stats: 1 }),
    )
    expect(memoVersion("code 1", { stats: 1 })).not.toBe(
      memoVersion("code 2", { stats: 1 }),
    )
    expect(memoVersion("code 1", { stats: 1 })).not.toBe(
      memoVersion("code 1", { stats: 2 }),
    )
  })
})
