import * as React from "react"

import { useLanguage, useStrings } from "../../hooks/useLanguage"
import { classNames } from "../../lib/classNames"
import {
  languageRoot,
  LANGUAGES,
  localizePath,
  type Language,
} from "../../lib/languages"
import { languageNames } from "../../strings/languageNames"
import VisuallyHidden from "../ui/VisuallyHidden"
import * as styles from "./LanguageSwitch.module.css"

type SwitchLayout = "compact" | "full"

export type LanguageSwitchProps = {
  currentPath: string
  /** On a 404 page there is no same page in the other language: it leads home. */
  notFound?: boolean
  /** Short codes (the header) or the languages' names (the menu drawer). */
  layout: SwitchLayout
}

/** What a language shows: its code ("ES") or its name ("Español"), in its own words. */
type ShownProps = { language: Language; layout: SwitchLayout }

const Shown = ({ language, layout }: ShownProps) => {
  const own = languageNames[language]
  return (
    <span aria-hidden="true">{layout === "compact" ? own.code : own.name}</span>
  )
}

/**
 * Both languages, the current one marked: the other is a plain link to the same page in
 * it (works before the page is interactive and without JavaScript), written in that
 * language so a reader of it finds it. Nothing switches by itself.
 */
const LanguageSwitch = ({
  currentPath,
  notFound = false,
  layout,
}: LanguageSwitchProps) => {
  const current = useLanguage()
  const strings = useStrings()
  return (
    <nav aria-label={strings.languageSwitch}>
      <ul className={styles.list}>
        {LANGUAGES.map(language => (
          <li key={language}>
            {language === current ? (
              <span
                className={classNames(
                  styles.item,
                  styles[layout],
                  styles.current,
                )}
                aria-current="true"
              >
                {layout === "compact" ? (
                  <>
                    <VisuallyHidden>
                      {languageNames[language].name}
                    </VisuallyHidden>
                    <Shown language={language} layout={layout} />
                  </>
                ) : (
                  languageNames[language].name
                )}
              </span>
            ) : (
              <a
                className={classNames(
                  styles.item,
                  styles[layout],
                  styles.other,
                )}
                href={
                  notFound
                    ? languageRoot(language)
                    : localizePath(currentPath, language)
                }
                hrefLang={language}
                lang={language}
              >
                {layout === "compact" ? (
                  // The code it shows starts its name (WCAG 2.5.3): "ES Leer esta
                  // página en español", so "click ES" finds it.
                  <>
                    {languageNames[language].code}{" "}
                    <VisuallyHidden>
                      {languageNames[language].readIn}
                    </VisuallyHidden>
                  </>
                ) : (
                  <>
                    <VisuallyHidden>
                      {languageNames[language].readIn}
                    </VisuallyHidden>
                    <Shown language={language} layout={layout} />
                  </>
                )}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

export default LanguageSwitch
