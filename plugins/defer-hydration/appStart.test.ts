import path from "node:path"

import { onCreateWebpackConfig } from "./gatsby-node"

type Hook = (args: unknown) => void

const configFor = (stage: string) => {
  const replaceWebpackConfig = jest.fn()
  const config = {
    entry: { polyfill: ".cache/polyfill-entry", app: ".cache/production-app" },
  }
  ;(onCreateWebpackConfig as Hook)({
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig },
  })
  return replaceWebpackConfig
}

describe("the browser's app entry", () => {
  it("starts Gatsby's runtime through appStart.ts in the production bundle, polyfills kept", () => {
    const replace = configFor("build-javascript")
    expect(replace).toHaveBeenCalledWith({
      entry: {
        polyfill: ".cache/polyfill-entry",
        app: path.resolve(__dirname, "appStart.ts"),
      },
    })
  })

  it.each(["develop", "build-html", "develop-html"])(
    "leaves the %s stage as Gatsby makes it",
    stage => {
      expect(configFor(stage)).not.toHaveBeenCalled()
    },
  )
})
