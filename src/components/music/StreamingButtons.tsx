import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import ExternalLink from "../ui/ExternalLink"
import Icon from "../ui/Icon"

export type StreamingButtonsProps = {
  spotifyUrl: string
  appleMusicUrl: string
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`

const StreamingButtons = ({
  spotifyUrl,
  appleMusicUrl,
}: StreamingButtonsProps) => {
  const strings = useStrings()
  return (
    <Row>
      <ExternalLink
        href={spotifyUrl}
        variant="primary"
        count={{ event: COUNTED_EVENTS.stream, props: { platform: "spotify" } }}
      >
        <Icon name="spotify" />
        {strings.streaming.listenOn(strings.streaming.spotify)}
      </ExternalLink>
      <ExternalLink
        href={appleMusicUrl}
        variant="ghost"
        count={{
          event: COUNTED_EVENTS.stream,
          props: { platform: "appleMusic" },
        }}
      >
        <Icon name="appleMusic" />
        {strings.streaming.listenOn(strings.streaming.appleMusic)}
      </ExternalLink>
    </Row>
  )
}

export default StreamingButtons
