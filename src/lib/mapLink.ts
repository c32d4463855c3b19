/**
 * A plain link that opens a place in Google Maps (its documented, key-free URL form, which
 * phones hand to the Maps app): nothing is embedded or loaded until the visitor follows it.
 */
export const mapLink = (place: readonly (string | null | undefined)[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    place.filter(Boolean).join(", "),
  )}`
