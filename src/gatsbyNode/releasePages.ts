import path from "node:path"
import type { CreatePagesArgs } from "gatsby"

import { LANGUAGES, localizePath } from "../lib/languages"
import { releasePageClock } from "../lib/releaseSchedule"
import { releasePath } from "../lib/urls"
import { siteFolder } from "../node/siteFolders"
import type { ReleasePageContext } from "../templates/pageContexts"

// Out or coming: the page itself says which, by the build's clock and then the visitor's.
export const createReleasePages = async ({
  graphql,
  actions,
  reporter,
}: CreatePagesArgs) => {
  const { data, errors } = await graphql<Queries.ReleasePagesQuery>(`
    query ReleasePages {
      buildClock {
        builtAt
      }
      allReleasesJson {
        nodes {
          slug
          comingSoon
          releaseDate
        }
      }
    }
  `)
  if (errors || !data?.buildClock) {
    reporter.panicOnBuild(
      `Release pages failed: could not read the releases: ${JSON.stringify(errors)}`,
    )
    return
  }
  const builtAt = Date.parse(data.buildClock.builtAt)
  for (const language of LANGUAGES) {
    for (const release of data.allReleasesJson.nodes) {
      actions.createPage({
        path: localizePath(releasePath(release.slug), language),
        component: path.join(siteFolder(), "src/templates/release.tsx"),
        context: {
          slug: release.slug,
          language,
          pageClock: releasePageClock(release, builtAt),
        } satisfies ReleasePageContext,
      })
    }
  }
  reporter.info(
    `Release pages: ${data.allReleasesJson.nodes.length} in each of ${LANGUAGES.length} languages`,
  )
}
