import * as React from "react"
import styled from "styled-components"

import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import DownloadLink from "../ui/DownloadLink"
import { Muted } from "../ui/lines"
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
        <DownloadLink {...photo.file}>
          {words.download}
          <VisuallyHidden> {photo.caption}</VisuallyHidden>
        </DownloadLink>
      </p>
    </Lines>
  )
}

export default PhotoCredit
