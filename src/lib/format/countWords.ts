/** Words as a reader counts them: runs of letters or digits, apostrophes and dashes kept. */
export const countWords = (text: string) =>
  text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
