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

/** Each Download link is named by its caption for screen readers, as every photo has one. */
const PhotoCredit = ({
  photo,
  as,
  captionId,
}: {
  photo: PressPhoto
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
