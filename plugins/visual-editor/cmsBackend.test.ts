import { backendSources, parseCmsBackend, withSignIn } from "./cmsBackend"

describe("parseCmsBackend", () => {
  it("reads each documented backend's one line", () => {
    expect(
      parseCmsBackend(
        '{ "name": "github", "repo": "owner/site", "branch": "main" }',
      ),
    ).toEqual({ name: "github", repo: "owner/site", branch: "main" })
    expect(
      parseCmsBackend('{ "name": "git-gateway", "branch": "main" }'),
    ).toEqual({ name: "git-gateway", branch: "main" })
    // Options Decap documents beyond these pass through as written.
    expect(
      parseCmsBackend(
        '{ "name": "gitea", "repo": "o/s", "api_root": "https://git.example.org/api/v1" }',
      ).api_root,
    ).toBe("https://git.example.org/api/v1")
  })

  it("takes the review mode beside the backend, where Decap has one", () => {
    expect(
      parseCmsBackend(
        '{ "name": "gitlab", "repo": "o/s", "publish_mode": "editorial_workflow" }',
      ).publish_mode,
    ).toBe("editorial_workflow")
    expect(() =>
      parseCmsBackend(
        '{ "name": "github", "repo": "o/s", "publish_mode": "review" }',
      ),
    ).toThrow(
      'cms-backend.json: expected "publish_mode" to be "editorial_workflow" (drafts, review, then publish) or "simple" (each save publishes), found "review"',
    )
    expect(() =>
      parseCmsBackend(
        '{ "name": "gitea", "repo": "o/s", "publish_mode": "editorial_workflow" }',
      ),
    ).toThrow(/^cms-backend\.json: Decap's gitea backend has no review mode/)
  })

  it("says what is wrong with the file, in plain words", () => {
    expect(() => parseCmsBackend("{ name: github }")).toThrow(
      /^cms-backend\.json: expected JSON such as \{ "name": "github"/,
    )
    expect(() => parseCmsBackend('{ "name": "dropbox" }')).toThrow(
      'cms-backend.json: expected "name" to be one of "git-gateway", "github", "gitlab", "gitea", "forgejo", "bitbucket", "azure", found "dropbox"',
    )
    expect(() => parseCmsBackend('{ "name": "github" }')).toThrow(
      'cms-backend.json: expected "repo" as owner/name for the github backend, found none',
    )
    expect(() =>
      parseCmsBackend('{ "name": "gitlab", "repo": "just-a-name" }'),
    ).toThrow('expected "repo" as owner/name, such as nova-reyes/site')
  })
})

describe("backendSources", () => {
  it("lets the editor's page reach the backend's API and nothing else", () => {
    expect(backendSources({ name: "github", repo: "o/s" })).toEqual({
      connect: ["https://api.github.com"],
      scripts: [],
      pageScripts: [],
    })
    // GitHub Enterprise Server: its API at its own address.
    expect(
      backendSources({
        name: "github",
        repo: "o/s",
        api_root: "https://github.example.com/api/v3",
      }).connect,
    ).toEqual(["https://github.example.com"])
    expect(
      backendSources({
        name: "gitea",
        repo: "o/s",
        api_root: "https://git.example.org/api/v1",
      }).connect,
    ).toEqual(["https://git.example.org"])
  })

  it("adds Netlify Identity's widget for Git Gateway's login", () => {
    expect(backendSources({ name: "git-gateway" })).toEqual({
      connect: ["https://api.netlify.com"],
      scripts: ["https://identity.netlify.com"],
      pageScripts: [
        "https://identity.netlify.com/v1/netlify-identity-widget.js",
      ],
    })
  })
})

describe("withSignIn", () => {
  it("signs GitHub's editors in through the site's own relay", () => {
    expect(
      withSignIn(
        { name: "github", repo: "o/s", branch: "main" },
        "https://novareyes.example/",
      ),
    ).toEqual({
      name: "github",
      repo: "o/s",
      branch: "main",
      base_url: "https://novareyes.example",
      auth_endpoint: "oauth/auth",
    })
  })

  it("keeps a sign-in cms-backend.json names, and other backends as they are", () => {
    const netlify = {
      name: "github",
      repo: "o/s",
      base_url: "https://api.netlify.com",
    }
    expect(withSignIn(netlify, "https://novareyes.example")).toEqual(netlify)
    const gitlab = {
      name: "gitlab",
      repo: "o/s",
      auth_type: "pkce",
      app_id: "x",
    }
    expect(withSignIn(gitlab, "https://novareyes.example")).toEqual(gitlab)
  })
})

describe("backendSources with PKCE", () => {
  it("lets the page reach the token endpoint it calls itself", () => {
    expect(
      backendSources({
        name: "gitlab",
        repo: "o/s",
        auth_type: "pkce",
        app_id: "x",
      }).connect,
    ).toEqual(["https://gitlab.com"])
    expect(
      backendSources({
        name: "gitlab",
        repo: "o/s",
        auth_type: "pkce",
        app_id: "x",
        api_root: "https://git.example.org/api/v4",
        base_url: "https://login.example.org",
      }).connect,
    ).toEqual(["https://git.example.org", "https://login.example.org"])
    expect(
      backendSources({
        name: "forgejo",
        repo: "o/s",
        auth_type: "pkce",
        app_id: "x",
        api_root: "https://code.example.org/api/v1",
        base_url: "https://code.example.org",
      }).connect,
    ).toEqual(["https://code.example.org"])
  })
})
