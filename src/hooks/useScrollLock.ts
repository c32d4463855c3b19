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
    const { overflow, paddingRight } = root.style
    root.style.overflow = "hidden"
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
    return () => {
      root.style.overflow = overflow
      root.style.paddingRight = paddingRight
    }
  }, [locked])
}
