import * as React from "react"

import type { LanguageLinks } from "../templates/pageContexts"

const LanguageLinksContext = React.createContext<LanguageLinks | undefined>(
  undefined,
)

/**
 * Where the language switch leads for the page being read, when its context says (a news
 * post written in one language offers the other language's news list instead).
 */
export const LanguageLinksProvider = LanguageLinksContext.Provider

export const useLanguageLinks = () => React.useContext(LanguageLinksContext)
