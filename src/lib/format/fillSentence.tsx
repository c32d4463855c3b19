import * as React from "react"

/**
 * A sentence from the strings module with `{name}` slots filled by elements (links), so
 * the words and their punctuation stay in the strings module and a translation can move
 * the slots: ("Ask on the {contact}.", { contact: <a…/> }) -> ["Ask on the ", <a…/>, "."].
 */
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
