import * as React from "react"
import styled from "styled-components"

import { useLanguage, useStrings } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import type { PressKitLink } from "../../lib/props/pressKitLink"
import DownloadLink from "../ui/DownloadLink"
import PressSection from "./PressSection"

export type PressDownloadsProps = {
  pressKit: PressKitLink
  rider: PressKitLink
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`

const PressDownloads = ({ pressKit, rider }: PressDownloadsProps) => {
  const strings = useStrings()
  const words = pressStrings[useLanguage()]
  return (
    <PressSection id="press-downloads" heading={words.downloadsHeading}>
      <Buttons>
        <DownloadLink
          href={pressKit.href}
          fileName={pressKit.fileName}
          facts={pressKit.facts}
          variant="primary"
        >
          {strings.about.pressKit}
        </DownloadLink>
        <DownloadLink
          href={rider.href}
          fileName={rider.fileName}
          facts={rider.facts}
          variant="ghost"
        >
          {words.rider}
        </DownloadLink>
      </Buttons>
    </PressSection>
  )
}

export default PressDownloads
