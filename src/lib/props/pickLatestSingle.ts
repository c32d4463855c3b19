import type { InfoCardsProps } from "../../components/home/InfoCards"

type Release = { title: string; kind: string; description: string }

/**
 * The release for the home page's first card: the newest single, or the newest release of
 * any kind when no single is out, so the page always shows its three cards. Releases come
 * newest first.
 */
export const pickLatestSingle = (
  releases: readonly Release[],
): InfoCardsProps["latest"] => {
  const single = releases.find(release => release.kind === "single")
  const latest = single ?? releases[0]
  if (!latest) return null
  return {
    title: latest.title,
    description: latest.description,
    isSingle: Boolean(single),
  }
}
