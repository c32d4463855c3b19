import type { GraphQLFieldResolver } from "graphql"

import { inLanguage, languageOrDefault } from "../../lib/languages"
import { LOCALIZED_DIRECTIVE } from "./graphqlTypes"

type Source = Record<string, unknown>
type Args = { language?: unknown }

// In the language the query asks for, so a page's data holds its own language only.
export const readInLanguage: GraphQLFieldResolver<Source, unknown, Args> = (
  source,
  args,
  _context,
  info,
) => {
  const language = languageOrDefault(args.language)
  return inLanguage(source[info.fieldName], language) ?? null
}

export const localizedExtension = {
  name: LOCALIZED_DIRECTIVE,
  extend: () => ({
    args: { language: "Language!" },
    resolve: readInLanguage,
  }),
}
