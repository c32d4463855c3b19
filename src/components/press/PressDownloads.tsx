import * as React from "react"
import styled from "styled-components"

import { useLanguage, useStrings } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import type { PressKitLink } from "../../lib/props/pressKitLink"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
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
          {...pressKit}
          variant="primary"
          count={{
            event: COUNTED_EVENTS.download,
            props: { file: "press-kit" },
          }}
        >
          {strings.about.pressKit}
        </DownloadLink>
        <DownloadLink
          {...rider}
          variant="ghost"
          count={{ event: COUNTED_EVENTS.download, props: { file: "rider" } }}
        >
          {words.rider}
        </DownloadLink>
      </Buttons>
    </PressSection>
  )
}

export default PressDownloads
