/** What the sign-in window says to an editor, and what the editor's sign-in screen shows. */
export const MESSAGES = {
  signingIn: "Signing you in to the content manager…",
  signedIn: "Signed in. This window closes by itself.",
  noOpener:
    "This window has lost its link to the content manager. Close it, open /admin/ on the site and click “Login with GitHub” again.",
  refused:
    "You declined the sign-in on GitHub, so nothing was shared. To edit the site, click “Login with GitHub” again and choose Authorize.",
  stateMismatch:
    "This sign-in expired or did not start from this site's content manager. Close this window and click “Login with GitHub” again.",
  noCode:
    "GitHub sent no sign-in code back. Close this window and click “Login with GitHub” again.",
  codeRejected:
    "GitHub did not accept the sign-in code (it expires after ten minutes and works once). Click “Login with GitHub” again.",
  badCredentials:
    "The site's GitHub OAuth app is set up wrong: GitHub refused its client ID or secret. Ask the site's owner to check GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET.",
  callbackMismatch: (callback: string) =>
    `GitHub does not accept this site's callback address. Ask the site's owner to set the OAuth app's callback URL to ${callback}.`,
  gitHubError: (description: string) =>
    `GitHub refused the sign-in: ${description}. Click “Login with GitHub” again, or ask the site's owner.`,
  unreachable:
    "The sign-in could not reach GitHub. Try again in a minute; if it keeps failing, ask the site's owner.",
  notSetUp: (missing: string) =>
    `The sign-in is not set up on this site yet: ${missing} is missing. Ask the site's owner to follow “Signing in on the live site” in docs/visual-editor.md.`,
  wrongProvider: (provider: string) =>
    `This site signs editors in with GitHub only, not “${provider}”.`,
  notFound: "There is nothing here: the sign-in lives at /oauth/auth.",
} as const
