/** A name as a file-name-safe slug: "Nova Reyes" -> "nova-reyes", "Ñandú Café" -> "nandu-cafe". */
export const slugify = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
