// A host's build of any branch but the live one (a draft's) is a preview, served with noindex.

type BuildEnvironment = Readonly<Record<string, string | undefined>>

/** Netlify names the build's context; Cloudflare Pages its branch, live when cms-backend.json's. */
export const isPreviewBuild = (env: BuildEnvironment, liveBranch = "main") => {
  if (env.CONTEXT) return env.CONTEXT !== "production"
  if (env.CF_PAGES_BRANCH) return env.CF_PAGES_BRANCH !== liveBranch
  return false
}
