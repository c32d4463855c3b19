/**
 * @jest-environment node
 */
import { eachConcurrently } from "./eachConcurrently"

const tick = () => new Promise(resolve => setImmediate(resolve))

describe("eachConcurrently", () => {
  it("runs every item once, never more than the limit at a time", async () => {
    let running = 0
    let most = 0
    const done: number[] = []
    await eachConcurrently(
      [1, 2, 3, 4, 5, 6, 7],
      async item => {
        running += 1
        most = Math.max(most, running)
        await tick()
        done.push(item)
        running -= 1
      },
      3,
    )
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
  })

  it("rejects with the first failure", async () => {
    await expect(
      eachConcurrently([1, 2], async item => {
        if (item === 2) throw new Error("item 2 failed")
      }),
    ).rejects.toThrow("item 2 failed")
  })

  it("resolves at once for no items", async () => {
    await expect(eachConcurrently([], async () => {})).resolves.toBeUndefined()
  })
})
