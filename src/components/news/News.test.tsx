import * as React from "react"
import { screen, within } from "@testing-library/react"

import { coverImage } from "../../test/fixtures"
import { renderWithTheme } from "../../test/renderWithTheme"
import NewsArticle from "./NewsArticle"
import NewsList from "./NewsList"

const post = (slug: string, title: string, date: string) => ({
  slug,
  date,
  dateText: `day ${date}`,
  title,
  summary: `The summary of ${title}.`,
})

describe("<NewsList>", () => {
  it("gives each post its day, title linking to its page, summary and cover", () => {
    renderWithTheme(
      <NewsList
        posts={[
          {
            ...post("video-out", "The video is out", "2026-03-20"),
            cover: { image: coverImage, alt: "A neon sign" },
          },
          post("new-date", "A new date", "2026-03-01"),
        ]}
      />,
    )
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(2)
    const first = within(items[0] as HTMLElement)
    expect(first.getByRole("heading", { level: 2 })).toHaveTextContent(
      "The video is out",
    )
    expect(first.getByRole("link")).toHaveAttribute("href", "/news/video-out/")
    expect(first.getByText("day 2026-03-20")).toHaveAttribute(
      "datetime",
      "2026-03-20",
    )
    expect(first.getByRole("img", { name: "A neon sign" })).toBeInTheDocument()
    expect(within(items[1] as HTMLElement).queryByRole("img")).toBeNull()
  })

  it("says there is nothing yet when there is nothing", () => {
    renderWithTheme(<NewsList posts={[]} />)
    expect(screen.getByText(/No news yet/)).toBeInTheDocument()
  })
})

describe("<NewsArticle>", () => {
  it("shows the title as the page's heading, the days, and the body the build wrote", () => {
    renderWithTheme(
      <NewsArticle
        title="The video is out"
        date="2026-03-20"
        dateText="March 20, 2026"
        updated={{ date: "2026-03-22", dateText: "March 22, 2026" }}
        bodyHtml='<p>Watch it <a href="https://x.example" target="_blank" rel="noopener noreferrer">here<span data-new-tab=""> (opens in a new tab)</span></a>.</p><h2>More</h2>'
      />,
    )
    expect(
      screen.getByRole("heading", { level: 1, name: "The video is out" }),
    ).toBeInTheDocument()
    expect(screen.getByText("March 22, 2026")).toHaveAttribute(
      "datetime",
      "2026-03-22",
    )
    expect(screen.getByText(/^Updated/)).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: "here (opens in a new tab)" }),
    ).toHaveAttribute("target", "_blank")
    expect(
      screen.getByRole("heading", { level: 2, name: "More" }),
    ).toBeInTheDocument()
  })
})
