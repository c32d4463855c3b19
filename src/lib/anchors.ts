/** The id of a release's card on the music page, which its structured data links to. */
export const releaseAnchor = (slug: string) => `release-${slug}`
