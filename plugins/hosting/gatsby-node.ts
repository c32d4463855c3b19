// Listed last in gatsby-config: every page's policy hashes the inline scripts and styles
// the page holds as it is finally shipped, after every other step has rewritten it.
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { runBuildStep } from "../../src/node/buildStep"
import { pageStepsMemo } from "../../src/node/pageMemo"
import { publicFolder, siteFolder } from "../../src/node/siteFolders"
import { backendSources, readCmsBackend } from "../visual-editor/cmsBackend"
import { isPreviewBuild } from "./previewBuild"
import { NGINX_OUTPUT, writeHostFiles, type Carried } from "./writeHostFiles"
import { counterPolicyOf } from "../../src/lib/analytics/analyticsServices"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ graphql, reporter }) =>
  runBuildStep(reporter, "Hosting files", async () => {
    const { data, errors } = await graphql<Queries.HostingQuery>(`
      query Hosting {
        siteJson {
          analytics {
            service
            domain
            websiteId
            code
            host
          }
        }
        contactJson {
          formEndpoint
          mailingList {
            service
            formUrl
          }
        }
      }
    `)
    if (errors) throw new Error(JSON.stringify(errors))
    const backend = readCmsBackend(siteFolder())
    const plan = await writeHostFiles({
      publicDir: publicFolder(),
      nginxDir: path.join(siteFolder(), NGINX_OUTPUT),
      formEndpoint: data?.contactJson?.formEndpoint,
      mailingList: data?.contactJson?.mailingList,
      counter: counterPolicyOf(data?.siteJson?.analytics),
      cmsBackend: backendSources(backend),
      preview: isPreviewBuild(
        process.env,
        typeof backend.branch === "string" ? backend.branch : undefined,
      ),
      memo: await pageStepsMemo<Carried>(publicFolder()),
    })
    for (const warning of plan.warnings) reporter.warn(warning)
    return `wrote _headers, _redirects and nginx's includes for ${plan.pages.length} pages${plan.preview ? ", as a preview: noindex" : ""}`
  })
