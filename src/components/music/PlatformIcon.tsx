import * as React from "react"

import type { Platform } from "../../lib/data/fields"
import Icon, { IconFrame } from "../ui/Icon"

type MorePlatform = Exclude<Platform, "spotify" | "appleMusic">

/** Kept out of the shared Icon, so only a release page's script carries them. */
const shapes: Record<MorePlatform, React.ReactNode> = {
  youtubeMusic: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="12" r="5.5" />
      <path d="M10.5 9.6v4.8l3.9-2.4z" fill="currentColor" />
    </>
  ),
  amazonMusic: (
    <path d="M6 7v4.5M9.5 5v8.5M13 6.5v5.5M16.5 5v8.5M4 16.5c4.8 2.9 11.2 2.9 16 0M17.6 15.4l2.4 1.1-1 2.4" />
  ),
  deezer: <path d="M4.5 19.5v-2.5M9 19.5v-6M13.5 19.5v-9.5M18 19.5v-14" />,
  tidal: (
    <path d="M3.5 9 6.25 6.25 9 9l-2.75 2.75zM9.25 9 12 6.25 14.75 9 12 11.75zM15 9l2.75-2.75L20.5 9l-2.75 2.75zM9.25 14.75 12 12l2.75 2.75L12 17.5z" />
  ),
  bandcamp: <path d="M2.5 17.5 8.5 6.5h13l-6 11z" />,
  soundcloud: (
    <path d="M10 17h8.5a3.5 3.5 0 0 0 .4-6.98A5.5 5.5 0 0 0 10 8.2M2.5 14v3M5 11.5V17M7.5 10v7" />
  ),
}

const PlatformIcon = ({ platform }: { platform: Platform }) =>
  platform === "spotify" || platform === "appleMusic" ? (
    <Icon name={platform} />
  ) : (
    <IconFrame>{shapes[platform]}</IconFrame>
  )

export default PlatformIcon
