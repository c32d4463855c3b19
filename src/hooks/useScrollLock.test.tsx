import { renderHook } from "@testing-library/react"

import { useScrollLock } from "./useScrollLock"

describe("useScrollLock", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("style")
  })

  it("stops the page from scrolling while locked and restores it after", () => {
    const root = document.documentElement
    root.style.overflow = "auto"
    const { rerender, unmount } = renderHook(
      ({ locked }) => useScrollLock(locked),
      { initialProps: { locked: false } },
    )
    expect(root.style.overflow).toBe("auto")
    rerender({ locked: true })
    expect(root.style.overflow).toBe("hidden")
    rerender({ locked: false })
    expect(root.style.overflow).toBe("auto")
    rerender({ locked: true })
    unmount()
    expect(root.style.overflow).toBe("auto")
  })

  it("keeps a classic scrollbar's width as padding", () => {
    Object.defineProperty(window, "innerWidth", {
      value: 1040,
      configurable: true,
    })
    Object.defineProperty(document.documentElement, "clientWidth", {
      value: 1025,
      configurable: true,
    })
    renderHook(() => useScrollLock(true))
    expect(document.documentElement.style.paddingRight).toBe("15px")
  })
})
