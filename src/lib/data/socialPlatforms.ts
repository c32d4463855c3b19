export const SOCIAL_PLATFORMS = ["instagram", "tiktok", "youtube"] as const
