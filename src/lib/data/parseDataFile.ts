import { parse, printParseErrorCode, type ParseError } from "jsonc-parser"

type ParsedFile =
  { ok: true; value: unknown } | { ok: false; problem: string }

export const SYNTAX_EXPLANATIONS: Record<string, string> = {
  CommaExpected: "a comma is missing between two entries or fields",
  ColonExpected: "a colon (:) is missing between a field name and its value",
  PropertyNameExpected:
    'a field name in double quotes should come here; a comma after the last field, or a name without "quotes", causes this',
  ValueExpected:
    "a value should come here; an extra comma, or a value missing after a colon, causes this",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  EndOfFileExpected:
    "the file should end here, but more text follows the last closing bracket",
  UnexpectedEndOfString: "a text value has no closing double quote",
  InvalidCharacter: "a line break or tab inside quotes; write it as \\n or \\t",
  InvalidEscapeCharacter:
    'a backslash inside quotes must be doubled (\\\\) or start an escape such as \\n or \\"',
  InvalidSymbol:
    "a character JSON does not allow here; text needs double quotes, and true, false and null are lowercase",
  InvalidNumberFormat: "a number written in a way JSON does not allow",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  InvalidUnicode: "a \\u escape needs four hex digits",
  UnexpectedEndOfNumber: "a number is cut short",
}

const lineAndColumn = (text: string, offset: number) => {
  const before = text.slice(0, offset).split("\n")
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/** Reports only the first syntax error: later ones usually follow from it. */
export const parseDataFile = (label: string, text: string): ParsedFile => {
  if (text.trim() === "") {
    return { ok: false, problem: `${label}: the file is empty` }
  }
  const errors: ParseError[] = []
  parse(text, errors, { disallowComments: true, allowTrailingComma: false })
  const first = errors[0]
  if (first) {
    const { line, column } = lineAndColumn(text, first.offset)
    const closing = text[first.offset]
    const before = text.slice(0, first.offset).trimEnd().at(-1)
    const explanation =
      before === "," && (closing === "]" || closing === "}")
        ? `a comma after the last entry is not allowed; remove the comma before this ${closing}`
        : (SYNTAX_EXPLANATIONS[printParseErrorCode(first.error)] ??
          "this is not valid JSON")
    return {
      ok: false,
      problem: `${label}: line ${line}, column ${column}: ${explanation}`,
    }
  }
  return { ok: true, value: JSON.parse(text) }
}
