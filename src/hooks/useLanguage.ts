import * as React from "react"

import { DEFAULT_LANGUAGE, type Language } from "../lib/languages"
import { stringsFor } from "../strings"

const LanguageContext = React.createContext<Language>(DEFAULT_LANGUAGE)

/** Set around every page (wrapElements) from the page's context. */
export const LanguageProvider = LanguageContext.Provider

export const useLanguage = () => React.useContext(LanguageContext)

export const useStrings = () => stringsFor(useLanguage())
