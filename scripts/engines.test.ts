import { readFileSync } from "node:fs"
import semver from "semver"

type Lock = {
  packages: Record<
    string,
    { engines?: { node?: string } | string[]; optional?: boolean }
  >
}

describe("the engines field", () => {
  it("names Node versions every installed package supports", () => {
    const ours: string = JSON.parse(readFileSync("package.json", "utf8"))
      .engines.node
    const lock: Lock = JSON.parse(readFileSync("package-lock.json", "utf8"))
    const refusing = Object.entries(lock.packages).flatMap(([name, info]) => {
      const engines = info.engines
      if (!name || info.optional || !engines || Array.isArray(engines))
        return []
      const theirs = semver.validRange(engines.node ?? "*", { loose: true })
      return theirs && !semver.subset(ours, theirs, { loose: true })
        ? [`${name.replace(/^.*node_modules\//, "")} wants ${engines.node}`]
        : []
    })
    expect(refusing).toEqual([])
  })

  it("includes the Node version this machine runs", () => {
    const ours = JSON.parse(readFileSync("package.json", "utf8")).engines.node
    expect(semver.satisfies(process.version, ours)).toBe(true)
  })
})
