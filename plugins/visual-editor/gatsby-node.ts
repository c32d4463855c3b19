import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { readSiteSettings } from "../../src/node/siteSettings"
import { publicFolder, siteFolder } from "../../src/node/siteFolders"
import { ADMIN_PATH } from "../../src/lib/urls"
import { adminContentSecurityPolicy } from "../hosting/policy"
import { backendSources, readCmsBackend } from "./cmsBackend"
import { readPreviewContext } from "./previewContext"
import { writeAdmin } from "./writeAdmin"

const writeVisualEditor = async () => {
  const site = readSiteSettings()
  const admin = await writeAdmin(path.join(publicFolder(), ADMIN_PATH), {
    backend: readCmsBackend(siteFolder()),
    siteUrl: site.siteUrl,
    siteName: site.name,
    previewContext: readPreviewContext(),
  })
  return `wrote ${ADMIN_PATH} (${admin.script}, ${admin.compiled})`
}

const step = (reporter: Reporter) =>
  runBuildStep(reporter, "Visual editor", writeVisualEditor)

/** `npm run develop` writes it when the server starts (gatsby-config serves its page). */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) =>
  process.env.gatsby_executing_command === "develop"
    ? step(reporter)
    : undefined

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) =>
  step(reporter)

type AdminResponse = {
  redirect: (to: string) => void
  sendFile: (file: string) => void
  set: (header: string, value: string) => void
}

// The development server serves public/ but no folder's index page. Here, on the editor's own
// machine, the policy also allows `npm run cms`'s local backend.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(ADMIN_PATH, (request: { path: string }, response: AdminResponse) => {
    // Express matches "/admin" and "/admin/" alike; the page's scripts need the slash.
    if (!request.path.endsWith("/")) {
      response.redirect(ADMIN_PATH)
      return
    }
    response.set(
      "Content-Security-Policy",
      adminContentSecurityPolicy(backendSources(readCmsBackend(siteFolder())), {
        localBackend: true,
      }),
    )
    response.sendFile(path.join(publicFolder(), ADMIN_PATH, "index.html"))
  })
}
