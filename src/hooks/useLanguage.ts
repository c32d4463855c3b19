import * as React from "react"

import { DEFAULT_LANGUAGE, type Language } from "../lib/languages"
import { stringsFor } from "../strings"

const LanguageContext = React.createContext<Language>(DEFAULT_LANGUAGE)

/** Set around every page (wrapElements) from the page's context: "en" or "es". */
export const LanguageProvider = LanguageContext.Provider

/** The language of the page being shown. */
export const useLanguage = () => React.useContext(LanguageContext)

/** The interface text in the language of the page being shown. */
export const useStrings = () => stringsFor(useLanguage())
