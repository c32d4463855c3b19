import { isPreviewBuild } from "./previewBuild"

describe("isPreviewBuild", () => {
  it("knows Netlify's deploy previews and branch deploys from its production builds", () => {
    expect(isPreviewBuild({ CONTEXT: "production" })).toBe(false)
    expect(isPreviewBuild({ CONTEXT: "deploy-preview" })).toBe(true)
    expect(isPreviewBuild({ CONTEXT: "branch-deploy" })).toBe(true)
  })

  it("takes any Cloudflare Pages branch but the live one as a preview", () => {
    expect(isPreviewBuild({ CF_PAGES_BRANCH: "main" })).toBe(false)
    expect(isPreviewBuild({ CF_PAGES_BRANCH: "cms/news/new-video" })).toBe(true)
    expect(isPreviewBuild({ CF_PAGES_BRANCH: "live" }, "live")).toBe(false)
  })

  it("leaves the own server's build, and a build on the team's machine, as the live site", () => {
    expect(isPreviewBuild({})).toBe(false)
  })
})
