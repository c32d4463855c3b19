// A host's build of a branch other than the live one (a draft's, a pull request's) is a preview:
// served with noindex, so no search engine lists a page fans never saw.

type BuildEnvironment = Readonly<Record<string, string | undefined>>

/**
 * Netlify names the build's context; Cloudflare Pages names its branch, which is a preview unless
 * it is the branch the editor publishes to (cms-backend.json's `branch`).
 */
export const isPreviewBuild = (env: BuildEnvironment, liveBranch = "main") => {
  if (env.CONTEXT) return env.CONTEXT !== "production"
  if (env.CF_PAGES_BRANCH) return env.CF_PAGES_BRANCH !== liveBranch
  return false
}
