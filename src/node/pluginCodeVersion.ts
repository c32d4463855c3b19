import { createHash, randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

import { siteFolder } from "./siteFolders"

// Gatsby bundles into the compiled gatsby-node file the plugin's modules and every site module they
// import, so a change to any of them shows. Outside a Gatsby build it is new on every call.
// `libraries`, the versions of those a plugin's output depends on, stands in for the lock file.
export const pluginCodeVersion = (plugin: string, libraries?: object) => {
  const hash = createHash("sha256")
  try {
    hash.update(
      readFileSync(
        path.join(
          siteFolder(),
          ".cache",
          "compiled",
          "plugins",
          plugin,
          "gatsby-node.js",
        ),
      ),
    )
    hash.update(
      libraries
        ? JSON.stringify(libraries)
        : readFileSync(path.join(siteFolder(), "package-lock.json")),
    )
  } catch {
    hash.update(randomUUID())
  }
  return hash.digest("base64url")
}

/** A package's version as installed. */
export const installedVersion = (name: string): unknown =>
  JSON.parse(
    readFileSync(
      path.join(siteFolder(), "node_modules", name, "package.json"),
      "utf8",
    ),
  ).version
