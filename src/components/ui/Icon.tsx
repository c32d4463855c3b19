import * as React from "react"

import { theme } from "../../styles/theme"

export type IconName =
  | "play"
  | "menu"
  | "close"
  | "spotify"
  | "appleMusic"
  | "youtubeMusic"
  | "amazonMusic"
  | "deezer"
  | "tidal"
  | "bandcamp"
  | "soundcloud"
  | "instagram"
  | "tiktok"
  | "youtube"

/** Line icons on a 24-unit grid; `fill` marks the shapes drawn solid. */
const shapes: Record<IconName, React.ReactNode> = {
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" stroke="none" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  spotify: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7 9.5c3.5-1 7.5-.7 10.5.9M7.6 12.7c2.8-.8 6-.5 8.4.8M8.3 15.7c2.2-.6 4.5-.4 6.4.6" />
    </>
  ),
  appleMusic: (
    <>
      <path d="M9 18V6.5l10-2V16" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="16.5" cy="16" r="2.5" />
    </>
  ),
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
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  tiktok: (
    <path d="M13.5 3.5v11.8a3.3 3.3 0 1 1-3.3-3.3M13.5 3.5c.4 2.6 2.3 4.5 5 4.7" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </>
  ),
}

export type IconProps = {
  name: IconName
  /** Edge length in CSS pixels. */
  size?: number
}

/** A decorative icon: hidden from assistive technology, so its control must carry a name. */
const Icon = ({ name, size = theme.iconSizes.md }: IconProps) => (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {shapes[name]}
  </svg>
)

export default Icon
