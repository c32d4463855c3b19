// Every page once per language (the root gatsby-node.ts calls this from its onCreatePage).
import type { CreatePageArgs } from "gatsby"

import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  localizePath,
  notFoundPaths,
} from "../lib/languages"

/**
 * Every page of src/pages once per language: English at its own path, Spanish under
 * /es/, each told its language. An unknown address under /es/ is the Spanish 404 page's
 * (its match path), so the browser shows it in Spanish too.
 */
export const createLanguagePages = ({ page, actions }: CreatePageArgs) => {
  if (isLanguage(page.context?.language) || page.path === "/dev-404-page/")
    return
  const [notFoundPage] = notFoundPaths(DEFAULT_LANGUAGE)
  const isNotFound = notFoundPaths(DEFAULT_LANGUAGE).includes(page.path)
  actions.deletePage(page)
  for (const language of LANGUAGES) {
    actions.createPage({
      ...page,
      path: localizePath(page.path, language),
      // Every unknown address inside a language's folder: "/es/foo" -> "/es/404/".
      ...(page.path === notFoundPage && language !== DEFAULT_LANGUAGE
        ? { matchPath: `/${language}/*` }
        : {}),
      context: {
        ...page.context,
        ...(isNotFound ? { notFound: true } : {}),
        language,
      },
    })
  }
}
