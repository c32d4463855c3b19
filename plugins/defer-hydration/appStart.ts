/**
 * The browser's app entry, in place of Gatsby's `.cache/production-app` (gatsby-node.ts
 * swaps it in): the same start, in tasks of its own instead of one. Webpack runs the entry
 * in the task that evaluates the last of its chunks to arrive, so react-dom's set-up,
 * Gatsby's runtime and the first steps of the app made one task, the longest of a first
 * visit and most of its Total Blocking Time. Each step here waits for a task of its own:
 * react-dom's client, then the largest libraries of the app bundle (styled-components, the
 * router), each evaluated once and then found ready by the runtime's imports, then the
 * runtime. The modules are in the same chunks (`eager`), so nothing more is fetched.
 */
const nextTask = () => new Promise<void>(resolve => setTimeout(resolve))

const steps: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ "react-dom/client"),
  () => import(/* webpackMode: "eager" */ "styled-components"),
  // @ts-expect-error The router Gatsby bundles ships no types.
  () => import(/* webpackMode: "eager" */ "@gatsbyjs/reach-router"),
  // @ts-expect-error Gatsby's generated runtime ships no types.
  () => import(/* webpackMode: "eager" */ "../../.cache/loader"),
  // @ts-expect-error Gatsby's generated runtime ships no types.
  () => import(/* webpackMode: "eager" */ "../../.cache/api-runner-browser"),
  // @ts-expect-error Gatsby's generated runtime ships no types.
  () => import(/* webpackMode: "eager" */ "../../.cache/production-app"),
]

void steps.reduce<Promise<unknown>>(
  (previous, step) => previous.then(nextTask).then(step),
  Promise.resolve(),
)
