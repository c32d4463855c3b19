import * as React from "react"

import { classNames } from "../../lib/classNames"
import ButtonLink from "./ButtonLink"
import Container from "./Container"
import * as styles from "./StatusMessage.module.css"

export type StatusMessageProps = {
  heading: string
  body: string
  homeLabel: string
  className?: string
}

/** A full-page message with a way home: the 404 page and the error fallback. */
const StatusMessage = ({
  heading,
  body,
  homeLabel,
  className,
}: StatusMessageProps) => (
  <Container className={classNames(styles.wrapper, className)}>
    <h1 className={styles.heading}>{heading}</h1>
    <p className={styles.body}>{body}</p>
    <ButtonLink to="/">{homeLabel}</ButtonLink>
  </Container>
)

export default StatusMessage
