export const formatProblems = (problems: string[]) =>
  [
    `${problems.length} problem${problems.length === 1 ? "" : "s"} in data/ — fix ${problems.length === 1 ? "it" : "them"} and run again (see docs/editing.md):`,
    ...problems.map(problem => `  • ${problem}`),
  ].join("\n")
