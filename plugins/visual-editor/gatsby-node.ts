// Gatsby Node APIs: onPreBootstrap, onPostBuild. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { readSiteSettings } from "../../src/node/siteSettings"
import { publicFolder, siteFolder } from "../../src/node/siteFolders"
import { ADMIN_PATH } from "../hosting/policy"
import { readCmsBackend } from "./cmsBackend"
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
