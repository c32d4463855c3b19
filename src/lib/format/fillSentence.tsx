import * as React from "react"

/** Fills `{name}` slots with elements, so the words stay in the strings and a translation can move the slots. */
export const fillSentence = (
  template: string,
  parts: Readonly<Record<string, React.ReactNode>>,
): React.ReactNode[] =>
  template.split(/(\{\w+\})/).map((piece, index) => {
    const slot = /^\{(\w+)\}$/.exec(piece)?.[1]
    if (slot === undefined) return piece
    if (!(slot in parts))
      throw new Error(`No part for {${slot}} in "${template}"`)
    return <React.Fragment key={index}>{parts[slot]}</React.Fragment>
  })
