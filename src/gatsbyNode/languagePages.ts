import type { CreatePageArgs } from "gatsby"

import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  localizePath,
  notFoundPaths,
} from "../lib/languages"

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
      // An unknown address inside a language's folder ("/es/foo") gets that language's 404 page.
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
