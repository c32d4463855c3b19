import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { COUNTED_EVENTS } from "../../lib/analytics/countedEvents"
import { STREAMING_PLATFORMS } from "../../lib/data/streamingPlatforms"
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
      {STREAMING_PLATFORMS.map((platform, index) => (
        <ExternalLink
          key={platform}
          href={platform === "spotify" ? spotifyUrl : appleMusicUrl}
          variant={index === 0 ? "primary" : "ghost"}
          count={{ event: COUNTED_EVENTS.stream, props: { platform } }}
        >
          <Icon name={platform} />
          {strings.streaming.listenOn(strings.streaming[platform])}
        </ExternalLink>
      ))}
    </Row>
  )
}

export default StreamingButtons
