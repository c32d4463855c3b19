import * as React from "react"

/**
 * Keeps the page behind an open dialog from scrolling, through the CSSOM only. Reach's own
 * lock (react-remove-scroll) injects a `<style>` whose text depends on the scrollbar's width,
 * which no Content-Security-Policy hash can allow. Where the page has a classic scrollbar,
 * its width is kept as padding, so nothing behind the dialog moves sideways.
 */
export const useScrollLock = (locked: boolean) => {
  React.useEffect(() => {
    if (!locked) return undefined
    const root = document.documentElement
    const scrollbar = window.innerWidth - root.clientWidth
    const previous = {
      overflow: root.style.overflow,
      paddingRight: root.style.paddingRight,
    }
    root.style.overflow = "hidden"
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
    return () => {
      root.style.overflow = previous.overflow
      root.style.paddingRight = previous.paddingRight
    }
  }, [locked])
}
