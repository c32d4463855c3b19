import * as React from "react"
import { render } from "@testing-library/react"

import { fillSentence } from "./fillSentence"

describe("fillSentence", () => {
  it("puts each element in its slot, keeping the words and punctuation around it", () => {
    const { container } = render(
      <p>
        {fillSentence("Follow {socials}, or ask on the {contact}.", {
          socials: <a href="/s">Instagram</a>,
          contact: <a href="/contact/">contact page</a>,
        })}
      </p>,
    )
    expect(container.querySelector("p")?.innerHTML).toBe(
      'Follow <a href="/s">Instagram</a>, or ask on the <a href="/contact/">contact page</a>.',
    )
  })

  it("says which slot has no part", () => {
    expect(() => fillSentence("Ask on the {contact}.", {})).toThrow(
      'No part for {contact} in "Ask on the {contact}."',
    )
  })
})
