import * as React from "react"
import { screen } from "@testing-library/react"

import { renderWithTheme } from "../../test/renderWithTheme"
import MediaTiles from "./MediaTiles"

describe("<MediaTiles>", () => {
  it("shows a placeholder per tile and 'Subscribe on YouTube' to the channel's subscribe prompt", () => {
    renderWithTheme(
      <MediaTiles
        subscribeUrl="https://www.youtube.com/@nova?sub_confirmation=1"
        tiles={[
          { slug: "a", title: "Behind the Scenes", caption: "On set" },
          { slug: "b", title: "Live Session", caption: "Stripped back" },
          { slug: "c", title: "Studio Diaries", caption: "Writing" },
        ]}
      />,
    )
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3)
    const subscribe = screen.getByRole("link", {
      name: /^Subscribe on YouTube/,
    })
    expect(subscribe).toHaveAttribute(
      "href",
      "https://www.youtube.com/@nova?sub_confirmation=1",
    )
    expect(subscribe).toHaveAttribute("target", "_blank")
  })
})
