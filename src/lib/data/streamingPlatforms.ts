/** The two services the spec names, each with a field of its own, in the order they are shown. */
export const STREAMING_PLATFORMS = ["spotify", "appleMusic"] as const
