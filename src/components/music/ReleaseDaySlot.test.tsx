import * as React from "react"
import { act, screen } from "@testing-library/react"

import { renderWithTheme } from "../../test/renderWithTheme"

import ReleaseDaySlot, { type ReleaseDaySlotProps } from "./ReleaseDaySlot"

const links: ReleaseDaySlotProps["links"] = [
  { platform: "spotify", url: "https://open.spotify.com/album/3" },
  { platform: "appleMusic", url: "https://music.apple.com/us/album/3" },
]

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`)

/**
 * A release out on Friday 2027-03-05, its page built at noon UTC on `builtDay` and read
 * at noon on `visitorDay` (the build's day unless given).
 */
const slot = (
  builtDay: string,
  props: Partial<ReleaseDaySlotProps> = {},
  visitorDay = builtDay,
) => {
  jest.setSystemTime(noonOf(visitorDay))
  return renderWithTheme(
    <ReleaseDaySlot
      slug="fuego-lento"
      comingSoon={false}
      releaseDate="2027-03-05"
      dateLabel="Friday, March 5, 2027"
      links={links}
      presaveUrl="https://novareyes.lnk.to/fuegolento"
      builtAt={noonOf(builtDay).getTime()}
      {...props}
    />,
  )
}

/** Whether the part holding these words is shown, or kept hidden in its place. */
const shown = (text: string | RegExp) => {
  const part = screen.getByText(text).closest("section, div")
  return part ? getComputedStyle(part).visibility !== "hidden" : false
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("<ReleaseDaySlot>", () => {
  it("before release day says when it comes out and offers the pre-save link, the services hidden in place", () => {
    slot("2027-03-01")
    expect(shown(/^Out/)).toBe(true)
    expect(screen.getByText(/^Out/).querySelector("time")).toHaveAttribute(
      "datetime",
      "2027-03-05",
    )
    expect(
      screen.getByRole("link", { name: "Pre-save (opens in a new tab)" }),
    ).toHaveAttribute("href", "https://novareyes.lnk.to/fuegolento")
    expect(shown(/^Listen on Spotify/)).toBe(false)
  })

  it("from release day on lists the services, the pre-save link hidden in place", () => {
    slot("2027-03-05")
    expect(shown(/^Released/)).toBe(true)
    expect(shown(/^Listen on Apple Music/)).toBe(true)
    expect(shown(/^Pre-save/)).toBe(false)
  })

  it("comes out under the visitor's clock when the page was built before the day", () => {
    slot("2027-03-04", {}, "2027-03-05")
    expect(shown(/^Listen on Spotify/)).toBe(true)
    expect(shown(/^Out/)).toBe(false)
  })

  it("holds only the out state once the release is well out", () => {
    slot("2027-04-01")
    expect(screen.getByText(/^Listen on Spotify/)).toBeInTheDocument()
    expect(screen.queryByText(/^Pre-save/)).not.toBeInTheDocument()
    expect(screen.queryByText(/^Out/)).not.toBeInTheDocument()
  })

  it("says only 'Coming Soon' for a flagged release whose day has passed", () => {
    slot("2027-04-01", { comingSoon: true, links: [] })
    expect(screen.getByText("Coming Soon")).toBeInTheDocument()
    expect(
      screen.queryByRole("link", { name: /^Listen on/ }),
    ).not.toBeInTheDocument()
  })

  it("says when a flagged release comes out, without a pre-save link when it has none", () => {
    slot("2027-01-01", { comingSoon: true, links: [], presaveUrl: null })
    expect(screen.getByText(/^Out/)).toHaveTextContent(
      "Out Friday, March 5, 2027",
    )
    expect(screen.queryByRole("link")).not.toBeInTheDocument()
  })

  it("looks at the visitor's clock again a minute later", () => {
    slot("2027-03-04", {}, "2027-03-04")
    expect(shown(/^Out/)).toBe(true)
    act(() => {
      jest.setSystemTime(new Date("2027-03-05T12:00:00Z"))
      jest.advanceTimersByTime(60_000)
    })
    expect(shown(/^Listen on Spotify/)).toBe(true)
  })
})
