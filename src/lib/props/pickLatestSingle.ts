import type { InfoCardsProps } from "../../components/home/InfoCards"
import { isOutOn, type ReleaseTiming } from "../releaseSchedule"

type Release = ReleaseTiming & {
  title: string
  kind: string
  description: string
}

/** Falls back to the newest release of any kind, so the home page always shows its three cards. */
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
