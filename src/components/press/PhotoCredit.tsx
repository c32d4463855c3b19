import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import DownloadLink from "../ui/DownloadLink"
import VisuallyHidden from "../ui/VisuallyHidden"
import type { PressPhoto } from "./pressPhoto"

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Credit = styled.p`
  color: ${({ theme }) => theme.colors.accentWarm};
  font-weight: 700;
`

/**
 * What is printed with a press photo, in the grid and in the dialog: its caption, "Photo:
 * <name>", its licence, and the full-resolution file to download (named for screen
 * readers by the caption, as every photo has a Download link).
 */
const PhotoCredit = ({
  photo,
  as,
  captionId,
}: {
  photo: PressPhoto
  /** "figcaption" in the grid's figures. */
  as?: "figcaption"
  /** The caption's id, for the dialog that it names. */
  captionId?: string
}) => {
  const words = pressStrings[useLanguage()]
  return (
    <Lines as={as}>
      <Caption id={captionId}>{photo.caption}</Caption>
      <Credit>{words.photoBy(photo.credit)}</Credit>
      <Muted>{photo.licence}</Muted>
      <p>
        <DownloadLink
          href={photo.file.href}
          fileName={photo.file.fileName}
          facts={photo.file.facts}
        >
          {words.download}
          <VisuallyHidden> {photo.caption}</VisuallyHidden>
        </DownloadLink>
      </p>
    </Lines>
  )
}

export default PhotoCredit
