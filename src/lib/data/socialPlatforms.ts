/** The networks data/site.json may name; each has an icon of the same name (ui/Icon). */
export const SOCIAL_PLATFORMS = ["instagram", "tiktok", "youtube"] as const
