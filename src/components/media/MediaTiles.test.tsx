import * as React from "react"
import { screen } from "@testing-library/react"

import { renderWithTheme } from "../../test/renderWithTheme"
import MediaTiles from "./MediaTiles"

describe("<MediaTiles>", () => {
  it("shows a placeholder per tile and a 'Subscribe on YouTube' button that does nothing", () => {
    renderWithTheme(
      <MediaTiles
        tiles={[
          { slug: "a", title: "Behind the Scenes", caption: "On set" },
          { slug: "b", title: "Live Session", caption: "Stripped back" },
          { slug: "c", title: "Studio Diaries", caption: "Writing" },
        ]}
      />,
    )
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3)
    expect(
      screen.getByRole("button", { name: "Subscribe on YouTube" }),
    ).toHaveAttribute("type", "button")
  })
})
