import { availableParallelism } from "node:os"

// Two per core: a task's own JavaScript runs between its native steps (sharp, the file system).
export const eachConcurrently = async <Item>(
  items: readonly Item[],
  task: (item: Item) => Promise<void>,
  limit = 2 * availableParallelism(),
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
