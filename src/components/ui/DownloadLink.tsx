import * as React from "react"

import { classNames } from "../../lib/classNames"
import { buttonClassName, type ButtonVariant } from "./buttonStyles"
import * as styles from "./DownloadLink.module.css"

export type DownloadLinkProps = {
  href: string
  /** The name the file is saved as. */
  fileName: string
  children: React.ReactNode
  /** "ZIP, 411 kB": what the visitor is about to download. */
  facts: string
  /** Draws it as a button; leave out for a text link. */
  variant?: ButtonVariant
  className?: string
}

/** A link that downloads a file of this site, saying its type and size. */
const DownloadLink = ({
  href,
  fileName,
  children,
  facts,
  variant,
  className,
}: DownloadLinkProps) => (
  <a
    href={href}
    download={fileName}
    className={
      variant
        ? buttonClassName(variant, className)
        : classNames(styles.textAnchor, className)
    }
  >
    {children} <span className={styles.facts}>({facts})</span>
  </a>
)

export default DownloadLink
