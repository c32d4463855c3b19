/**
 * The browser's app entry, in place of Gatsby's `.cache/production-app` (gatsby-node.ts
 * swaps it in): the same start, in three tasks instead of one. Webpack runs the entry in
 * the task that evaluates the last of its chunks to arrive, so react-dom's set-up, Gatsby's
 * runtime and the first steps of the app made one task (about 15 ms unthrottled, 60 ms at
 * Lighthouse's 4× slowdown), the longest of a first visit and most of its Total Blocking
 * Time. Each step here waits for a task of its own; the modules are in the same chunks
 * (`eager`), so nothing more is fetched.
 */
const nextTask = () => new Promise<void>(resolve => setTimeout(resolve))

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ "react-dom/client"))
  .then(nextTask)
  // @ts-expect-error Gatsby's generated runtime ships no types.
  .then(() => import(/* webpackMode: "eager" */ "../../.cache/production-app"))
