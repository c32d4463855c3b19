import * as React from "react"

import { theme } from "../../styles/theme"

export type IconName =
  | "play"
  | "menu"
  | "close"
  | "spotify"
  | "appleMusic"
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

type IconFrameProps = Pick<IconProps, "size"> & { children: React.ReactNode }

/** Decorative: hidden from assistive technology, so its control must carry a name. */
export const IconFrame = ({
  size = theme.iconSizes.md,
  children,
}: IconFrameProps) => (
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
    {children}
  </svg>
)

const Icon = ({ name, size }: IconProps) => (
  <IconFrame size={size}>{shapes[name]}</IconFrame>
)

export default Icon
