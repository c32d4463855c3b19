// Gatsby Node APIs: onPreBootstrap, onPostBuild, onCreateDevServer. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { readSiteSettings } from "../../src/node/siteSettings"
import { publicFolder, siteFolder } from "../../src/node/siteFolders"
import { ADMIN_PATH } from "../../src/lib/urls"
import { adminContentSecurityPolicy } from "../hosting/policy"
import { backendSources, readCmsBackend } from "./cmsBackend"
import { writeAdmin } from "./writeAdmin"

/** The visual editor in public/admin/: its page, its script and Decap's bundle. */
const writeVisualEditor = async () => {
  const site = readSiteSettings()
  const admin = await writeAdmin(path.join(publicFolder(), ADMIN_PATH), {
    backend: readCmsBackend(siteFolder()),
    siteUrl: site.siteUrl,
    siteName: site.name,
  })
  return `wrote ${ADMIN_PATH} (${admin.script})`
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

/** The part of the development server's Express app that serves the content manager. */
type DevelopApp = {
  get: (
    path: string,
    handler: (
      request: { path: string },
      response: {
        redirect: (to: string) => void
        sendFile: (file: string) => void
        set: (header: string, value: string) => void
      },
    ) => void,
  ) => void
}

/**
 * The development server serves public/ but no folder's index page; the content manager's
 * page is public/admin/index.html, written when the server starts (onPreBootstrap). Here,
 * on the editor's own machine, the policy also allows `npm run cms`'s local backend; the
 * built site's does not.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  ;(app as unknown as DevelopApp).get(ADMIN_PATH, (request, response) => {
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
