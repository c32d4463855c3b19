import { availableParallelism } from "node:os"

/**
 * Runs `task` on every item, at most `limit` at a time (one per core by default), and
 * resolves when all are done; the first failure rejects. For work that waits on native
 * threads (sharp, the file system): run one by one, it would leave all but one core idle.
 */
export const eachConcurrently = async <Item>(
  items: readonly Item[],
  task: (item: Item) => Promise<void>,
  limit = availableParallelism(),
) => {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as Item
      next += 1
      await task(item)
    }
  }
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker),
  )
}
