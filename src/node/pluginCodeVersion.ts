import { createHash, randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"

import { siteFolder } from "./siteFolders"

/**
 * A fingerprint of a local plugin's code as Gatsby runs it: its compiled gatsby-node file
 * (Gatsby's compiler bundles into it the plugin's own modules and every site module they
 * import) and the lock file (the packages it uses). A memo or cache keyed with it is
 * dropped when any of that code changes, a helper or a constant included, which the text
 * of the step's own functions would not show. Outside a Gatsby build (no compiled file)
 * it is new on every call, so nothing is reused.
 */
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
