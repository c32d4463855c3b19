import * as React from "react"
import { act, screen } from "@testing-library/react"

import { renderWithTheme } from "../../test/renderWithTheme"
import userEvent from "@testing-library/user-event"

import Tooltip from "./Tooltip"

const renderPair = () =>
  renderWithTheme(
    <>
      <Tooltip label="Instagram">
        <a href="https://instagram.com/x" aria-label="Instagram">
          i
        </a>
      </Tooltip>
      <Tooltip label="YouTube">
        <a href="https://youtube.com/x" aria-label="YouTube">
          y
        </a>
      </Tooltip>
      <button type="button">elsewhere</button>
    </>,
  )

describe("<Tooltip>", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    // Let any earlier test's "recently closed" window run out.
    jest.setSystemTime(Date.now() + 10_000)
  })
  afterEach(() => jest.useRealTimers())

  const setup = () =>
    userEvent.setup({ advanceTimers: jest.advanceTimersByTime })

  it("opens only after the pointer rests 700 ms on the control", async () => {
    const user = setup()
    renderPair()
    await user.hover(screen.getByRole("link", { name: "Instagram" }))
    act(() => jest.advanceTimersByTime(699))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("tooltip")).toHaveTextContent("Instagram")
  })

  it("opens the next tooltip at once when the pointer moves on within 300 ms", async () => {
    const user = setup()
    renderPair()
    await user.hover(screen.getByRole("link", { name: "Instagram" }))
    act(() => jest.advanceTimersByTime(700))
    await user.hover(screen.getByRole("link", { name: "YouTube" }))
    expect(screen.getByRole("tooltip")).toHaveTextContent("YouTube")
  })

  it("waits the full delay again once 300 ms have passed", async () => {
    const user = setup()
    renderPair()
    await user.hover(screen.getByRole("link", { name: "Instagram" }))
    act(() => jest.advanceTimersByTime(700))
    await user.unhover(screen.getByRole("link", { name: "Instagram" }))
    act(() => jest.advanceTimersByTime(300))
    await user.hover(screen.getByRole("link", { name: "YouTube" }))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(700))
    expect(screen.getByRole("tooltip")).toHaveTextContent("YouTube")
  })

  it("never opens if the pointer leaves before the delay", async () => {
    const user = setup()
    renderPair()
    await user.hover(screen.getByRole("link", { name: "Instagram" }))
    act(() => jest.advanceTimersByTime(400))
    await user.unhover(screen.getByRole("link", { name: "Instagram" }))
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it("opens at once on keyboard focus and closes on Escape", async () => {
    const user = setup()
    renderPair()
    await user.tab()
    expect(screen.getByRole("tooltip")).toHaveTextContent("Instagram")
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it("closes when focus moves away", async () => {
    const user = setup()
    renderPair()
    await user.tab()
    await user.tab()
    expect(screen.getByRole("tooltip")).toHaveTextContent("YouTube")
    await user.tab()
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it("shows nothing while disabled", async () => {
    const user = setup()
    renderWithTheme(
      <Tooltip label="Play" disabled>
        <button type="button" aria-label="Play">
          ▶
        </button>
      </Tooltip>,
    )
    await user.hover(screen.getByRole("button", { name: "Play" }))
    act(() => jest.advanceTimersByTime(2000))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })
})
