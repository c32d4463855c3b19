import { createHash, randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

import { siteFolder } from "./siteFolders"

// Gatsby bundles into the compiled gatsby-node file the plugin's modules and every site module they
// import, so a change to any of them shows. Outside a Gatsby build it is new on every call.
export const pluginCodeVersion = (plugin: string) => {
  const hash = createHash("sha256")
  try {
    for (const file of [
      path.join(".cache", "compiled", "plugins", plugin, "gatsby-node.js"),
      "package-lock.json",
    ])
      hash.update(readFileSync(path.join(siteFolder(), file)))
  } catch {
    hash.update(randomUUID())
  }
  return hash.digest("base64url")
}
