// From .github/workflows/draft-preview.yml: posts the "deploy" commit status Decap's "View Preview"
// reads (Cloudflare reports check runs only): pending while it builds, then its address or failure.
const env = process.env

const NEEDED = [
  "CLOUDFLARE_API_TOKEN",
  "CLOUDFLARE_ACCOUNT_ID",
  "CLOUDFLARE_PROJECT",
  "GITHUB_TOKEN",
  "GITHUB_REPOSITORY",
  "GITHUB_SHA",
]
const missing = NEEDED.filter(name => !env[name])
if (missing.length > 0) {
  console.error(
    `preview-status: set ${missing.join(", ")} (docs/visual-editor.md, "Review mode")`,
  )
  process.exit(2)
}

const CLOUDFLARE_API =
  env.CLOUDFLARE_API ?? "https://api.cloudflare.com/client/v4"
// GitHub Actions sets GITHUB_API_URL (GitHub Enterprise Server's differs).
const GITHUB_API = env.GITHUB_API_URL ?? "https://api.github.com"
const POLL_MS = Number(env.PREVIEW_POLL_MS ?? 15_000)
const WAIT_MS = Number(env.PREVIEW_WAIT_MS ?? 30 * 60_000)
const CONTEXT = "deploy/cloudflare-pages"

const postStatus = async (state, description, targetUrl) => {
  const response = await fetch(
    `${GITHUB_API}/repos/${env.GITHUB_REPOSITORY}/statuses/${env.GITHUB_SHA}`,
    {
      method: "POST",
      headers: {
        Authorization: `Bearer ${env.GITHUB_TOKEN}`,
        Accept: "application/vnd.github+json",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        state,
        context: CONTEXT,
        description,
        ...(targetUrl ? { target_url: targetUrl } : {}),
      }),
    },
  )
  if (!response.ok)
    throw new Error(
      `GitHub refused the commit status (${response.status}): ${await response.text()}`,
    )
  console.log(`preview-status: ${state}: ${description}`)
}

/** Cloudflare's preview build of this commit, when it has started one. */
const deploymentOfCommit = async () => {
  const response = await fetch(
    `${CLOUDFLARE_API}/accounts/${env.CLOUDFLARE_ACCOUNT_ID}/pages/projects/${env.CLOUDFLARE_PROJECT}/deployments?env=preview`,
    { headers: { Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}` } },
  )
  const body = await response.json().catch(() => ({}))
  if (!response.ok || !body.success)
    throw new Error(
      `Cloudflare refused the list of deployments (${response.status}): ${JSON.stringify(body.errors ?? body)}`,
    )
  return body.result.find(
    deployment =>
      deployment.deployment_trigger?.metadata?.commit_hash === env.GITHUB_SHA,
  )
}

const FAILED = new Set(["failure", "canceled"])

await postStatus("pending", "Cloudflare Pages is building the draft")
const giveUpAt = Date.now() + WAIT_MS
for (;;) {
  const deployment = await deploymentOfCommit()
  const stage = deployment?.latest_stage
  if (stage && FAILED.has(stage.status)) {
    await postStatus("failure", `The draft's build failed at ${stage.name}`)
    process.exit(1)
  }
  if (stage?.name === "deploy" && stage.status === "success") {
    await postStatus("success", "The draft's preview", deployment.url)
    break
  }
  if (Date.now() > giveUpAt) {
    await postStatus("error", "No Cloudflare Pages build of the draft came")
    process.exit(1)
  }
  await new Promise(resolve => setTimeout(resolve, POLL_MS))
}
