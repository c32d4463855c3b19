import * as React from "react"
import styled, { css } from "styled-components"

import {
  COUNTED_EVENTS,
  countAttributes,
} from "../../lib/analytics/countedEvents"
import { useLanguage, useStrings } from "../../hooks/useLanguage"
import { useLanguageLinks } from "../../hooks/useLanguageLinks"
import { languageRoot, LANGUAGES, localizePath } from "../../lib/languages"
import { languageNames } from "../../strings/languageNames"
import { activeLinkLook, mutedLinkLook, unstyledListLook } from "../ui/looks"
import VisuallyHidden from "../ui/VisuallyHidden"

type SwitchLayout = "compact" | "full"

export type LanguageSwitchProps = {
  currentPath: string
  /** On a 404 page there is no same page in the other language: it leads home. */
  notFound?: boolean
  /** Short codes (the header) or the languages' names (the menu drawer). */
  layout: SwitchLayout
}

const List = styled.ul`
  ${unstyledListLook}
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`

type ItemProps = { $layout: SwitchLayout }

const item = css<ItemProps>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  letter-spacing: 0.04em;
  font-size: ${({ $layout, theme }) =>
    theme.fontSizes[$layout === "compact" ? "sm" : "md"]};
`

const Current = styled.span<ItemProps>`
  ${activeLinkLook}
  ${item}
`

const Other = styled.a<ItemProps>`
  ${mutedLinkLook}
  ${item}
`

/** Plain links, so they work before hydration; each is written in its language for its readers. */
const LanguageSwitch = ({
  currentPath,
  notFound = false,
  layout,
}: LanguageSwitchProps) => {
  const current = useLanguage()
  const strings = useStrings()
  const links = useLanguageLinks()
  return (
    <nav aria-label={strings.languageSwitch}>
      <List>
        {LANGUAGES.map(language => {
          const { name, code, readIn } = languageNames[language]
          return (
            <li key={language}>
              {language === current ? (
                <Current $layout={layout} aria-current="true">
                  {layout === "compact" ? (
                    <>
                      <VisuallyHidden>{name}</VisuallyHidden>
                      <span aria-hidden="true">{code}</span>
                    </>
                  ) : (
                    name
                  )}
                </Current>
              ) : (
                <Other
                  $layout={layout}
                  href={
                    notFound
                      ? languageRoot(language)
                      : localizePath(links?.[language] ?? currentPath, language)
                  }
                  hrefLang={language}
                  lang={language}
                  {...countAttributes({
                    event: COUNTED_EVENTS.languageSwitch,
                    props: { to: language },
                  })}
                >
                  {layout === "compact" ? (
                    // The code it shows starts its name (WCAG 2.5.3): "ES Leer esta
                    // página en español", so "click ES" finds it.
                    <>
                      {code} <VisuallyHidden>{readIn}</VisuallyHidden>
                    </>
                  ) : (
                    <>
                      <VisuallyHidden>{readIn}</VisuallyHidden>
                      <span aria-hidden="true">{name}</span>
                    </>
                  )}
                </Other>
              )}
            </li>
          )
        })}
      </List>
    </nav>
  )
}

export default LanguageSwitch
