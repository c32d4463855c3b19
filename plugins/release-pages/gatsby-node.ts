// Gatsby Node APIs: createPages. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
import path from "node:path"
import type { GatsbyNode } from "gatsby"

import { LANGUAGES, localizePath } from "../../src/lib/languages"
import { releasePath } from "../../src/lib/urls"
import { siteFolder } from "../../src/node/siteFolders"

/**
 * In each language, a page per release at /music/<slug>/ (/es/music/<slug>/), out or
 * coming: the page itself says which, by the build's clock and then the visitor's.
 */
export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
}) => {
  const { data, errors } = await graphql<Queries.ReleasePagesQuery>(`
    query ReleasePages {
      allReleasesJson {
        nodes {
          slug
        }
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild(
      `Release pages failed: could not read the releases: ${JSON.stringify(errors)}`,
    )
    return
  }
  for (const language of LANGUAGES) {
    for (const { slug } of data.allReleasesJson.nodes) {
      actions.createPage({
        path: localizePath(releasePath(slug), language),
        component: path.join(siteFolder(), "src/templates/release.tsx"),
        context: { slug, language },
      })
    }
  }
  reporter.info(
    `Release pages: ${data.allReleasesJson.nodes.length} in each of ${LANGUAGES.length} languages`,
  )
}
