import * as React from "react"

import type { LanguageLinks } from "../templates/pageContexts"

const LanguageLinksContext = React.createContext<LanguageLinks | undefined>(
  undefined,
)

/** Where the language switch leads when not to the same page (a one-language news post). */
export const LanguageLinksProvider = LanguageLinksContext.Provider

export const useLanguageLinks = () => React.useContext(LanguageLinksContext)
