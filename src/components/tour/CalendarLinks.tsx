import * as React from "react"

import { useStrings } from "../../hooks/useLanguage"
import { fillSentence } from "../../lib/format/fillSentence"
import * as styles from "./CalendarLinks.module.css"

export type CalendarLinksProps = {
  /** The calendar's public address as a webcal: link, which calendar apps subscribe to. */
  subscribeUrl: string
  /** The same calendar on this site, site-relative, and the name it downloads as. */
  path: string
  fileName: string
}

/**
 * "Subscribe to the calendar, or download it (.ics)": every upcoming show in the fan's
 * calendar app, kept current as the site is rebuilt, or the file for a one-off import.
 */
const CalendarLinks = ({
  subscribeUrl,
  path,
  fileName,
}: CalendarLinksProps) => {
  const strings = useStrings()
  return (
    <p className={styles.line}>
      {fillSentence(strings.tour.calendarLinks, {
        subscribe: <a href={subscribeUrl}>{strings.tour.subscribeCalendar}</a>,
        download: (
          <a href={path} download={fileName}>
            {strings.tour.downloadCalendar}
          </a>
        ),
      })}
    </p>
  )
}

export default CalendarLinks
