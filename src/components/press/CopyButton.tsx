import * as React from "react"
import styled from "styled-components"

import { useHydrated } from "../../hooks/useHydrated"
import { useLanguage } from "../../hooks/useLanguage"
import { pressStrings } from "../../strings/press"
import Button from "../ui/Button"
import VisuallyHidden from "../ui/VisuallyHidden"

export type CopyButtonProps = {
  text: string
  /** The button's name for screen readers: "Copy the short biography". */
  label: string
  /** What the page says once it is copied: "The short biography is on the clipboard." */
  notice: string
}

const COPIED_FOR_MS = 4000

type CopyState = "idle" | "copied" | "failed"

// Hidden but in place until hydrated: without JavaScript it could do nothing, and taking
// its room later would move the text under it. An attribute keeps the server's class.
const CopyControl = styled(Button)`
  &:not([data-ready]) {
    visibility: hidden;
  }
`

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.accentWarm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const CopyButton = ({ text, label, notice }: CopyButtonProps) => {
  const words = pressStrings[useLanguage()]
  const hydrated = useHydrated()
  const [state, setState] = React.useState<CopyState>("idle")

  React.useEffect(() => {
    if (state !== "copied") return undefined
    const timer = window.setTimeout(() => setState("idle"), COPIED_FOR_MS)
    return () => window.clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState("copied")
    } catch {
      setState("failed")
    }
  }

  return (
    <>
      <CopyControl
        variant="ghost"
        aria-label={label}
        onClick={() => void copy()}
        data-ready={hydrated || undefined}
      >
        {state === "copied" ? words.copied : words.copy}
      </CopyControl>
      <VisuallyHidden role="status">
        {state === "copied" ? notice : ""}
      </VisuallyHidden>
      {state === "failed" ? (
        <Failure role="alert">{words.copyFailed}</Failure>
      ) : null}
    </>
  )
}

export default CopyButton
