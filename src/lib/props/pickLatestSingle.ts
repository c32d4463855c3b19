import type { InfoCardsProps } from "../../components/home/InfoCards"
import { isOutOn, type ReleaseTiming } from "../releaseSchedule"

type Release = ReleaseTiming & {
  title: string
  kind: string
  description: string
}

/**
 * The release for the home page's first card: the newest single out on `today` (the
 * build's day), or the newest release of any kind when no single is out, so the page
 * always shows its three cards. Releases come newest first.
 */
export const pickLatestSingle = (
  releases: readonly Release[],
  today: string,
): InfoCardsProps["latest"] => {
  const out = releases.filter(release => isOutOn(release, today))
  const single = out.find(release => release.kind === "single")
  const latest = single ?? out[0]
  if (!latest) return null
  return {
    title: latest.title,
    description: latest.description,
    isSingle: Boolean(single),
  }
}
