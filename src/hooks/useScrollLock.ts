import * as React from "react"

/**
 * Through the CSSOM only: Reach's lock (react-remove-scroll) injects a `<style>` that depends on
 * the scrollbar's width, which no Content-Security-Policy hash can allow.
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
