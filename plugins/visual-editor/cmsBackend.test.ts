import { backendSources, parseCmsBackend } from "./cmsBackend"

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
