const editDistance = (a: string, b: string) => {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0
    row[0] = i
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + cost)
      previous = current
    }
  }
  return row[b.length] ?? Infinity
}

const byDistance = (name: string, known: readonly string[]) =>
  known
    .map(candidate => ({ candidate, score: editDistance(name, candidate) }))
    .sort((a, b) => a.score - b.score)

/** The closest known name, when an unknown one looks like a typo of it. */
export const closestName = (name: string, known: readonly string[]) => {
  const [nearest] = byDistance(name, known)
  return nearest && nearest.score <= Math.max(2, name.length / 3)
    ? nearest.candidate
    : null
}

const FEW = 3

/** At most a few known names, the nearest to `name` first: a message never lists them all. */
export const nearestNamesText = (name: string, known: readonly string[]) => {
  const nearest = byDistance(name, known)
    .slice(0, FEW)
    .map(({ candidate }) => `"${candidate}"`)
    .join(", ")
  return known.length <= FEW
    ? nearest
    : `${nearest} (the nearest ${FEW} of ${known.length})`
}
