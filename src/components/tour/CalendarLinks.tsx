import * as React from "react"
import styled from "styled-components"

import {
  COUNTED_EVENTS,
  countAttributes,
} from "../../lib/analytics/countedEvents"
import { useStrings } from "../../hooks/useLanguage"
import { fillSentence } from "../../lib/format/fillSentence"

export type CalendarLinksProps = {
  /** The calendar's public address as a webcal: link, which calendar apps subscribe to. */
  subscribeUrl: string
  path: string
  fileName: string
}

const Line = styled.p`
  margin-bottom: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const CalendarLinks = ({
  subscribeUrl,
  path,
  fileName,
}: CalendarLinksProps) => {
  const strings = useStrings()
  return (
    <Line>
      {fillSentence(strings.tour.calendarLinks, {
        subscribe: (
          <a
            href={subscribeUrl}
            {...countAttributes({
              event: COUNTED_EVENTS.calendar,
              props: { action: "subscribe" },
            })}
          >
            {strings.tour.subscribeCalendar}
          </a>
        ),
        download: (
          <a
            href={path}
            download={fileName}
            {...countAttributes({
              event: COUNTED_EVENTS.calendar,
              props: { action: "download" },
            })}
          >
            {strings.tour.downloadCalendar}
          </a>
        ),
      })}
    </Line>
  )
}

export default CalendarLinks
