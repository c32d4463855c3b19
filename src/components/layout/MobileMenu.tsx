import * as React from "react"

import { useHydrated } from "../../hooks/useHydrated"
import { useInertApp } from "../../hooks/useInertApp"
import { useStrings } from "../../hooks/useLanguage"
import { isCurrentPath, SITE_PAGES_ID } from "../../lib/navigation"
import Icon from "../ui/Icon"
import IconButton from "../ui/IconButton"
import Tooltip from "../ui/Tooltip"

export type MobileMenuProps = {
  currentPath: string
  notFound?: boolean
}

const loadDrawer = () => import("./MenuDrawer")
const MenuDrawer = React.lazy(loadDrawer)

const MobileMenu = ({ currentPath, notFound }: MobileMenuProps) => {
  const strings = useStrings()
  const hydrated = useHydrated()
  const fallbackRef = React.useRef<HTMLAnchorElement>(null)
  const fallbackHadFocus = React.useRef(false)
  const [open, setOpen] = React.useState(false)
  const [wanted, setWanted] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const wasOpen = React.useRef(false)
  const refocusAfterNavigation = React.useRef(false)
  const closeForNavigation = (path: string) => {
    refocusAfterNavigation.current = !isCurrentPath(path, currentPath)
    setOpen(false)
  }
  // Start fetching the drawer as soon as the visitor heads for the toggle.
  const prepare = () => void loadDrawer()

  useInertApp(open)
  React.useEffect(() => {
    if (!open && wasOpen.current) toggleRef.current?.focus()
    wasOpen.current = open
  }, [open])

  React.useEffect(() => {
    if (!refocusAfterNavigation.current) return undefined
    refocusAfterNavigation.current = false
    // After a link in the drawer, Gatsby's router focuses the new page once it renders;
    // the toggle takes focus back just after, as it does for every other way of closing.
    const frame = requestAnimationFrame(() => toggleRef.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [currentPath])

  // A keyboard user on the link when the page turns interactive stays on the toggle.
  React.useEffect(() => {
    fallbackHadFocus.current =
      fallbackRef.current !== null &&
      document.activeElement === fallbackRef.current
  }, [])
  React.useEffect(() => {
    if (hydrated && fallbackHadFocus.current) toggleRef.current?.focus()
  }, [hydrated])

  if (!hydrated) {
    // Until React takes over (or without JavaScript), the menu is the list of pages in
    // the footer: the same words and icon, as a link that jumps there.
    return (
      <IconButton
        as="a"
        ref={fallbackRef}
        href={`#${SITE_PAGES_ID}`}
        aria-label={strings.nav.openMenu}
      >
        <Icon name="menu" />
      </IconButton>
    )
  }

  return (
    <>
      <Tooltip
        label={strings.nav.openMenu}
        placement="bottom"
        align="end"
        disabled={open}
      >
        <IconButton
          ref={toggleRef}
          aria-label={strings.nav.openMenu}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={prepare}
          onPointerDown={prepare}
          onFocus={prepare}
          onClick={() => {
            setWanted(true)
            setOpen(true)
          }}
        >
          <Icon name="menu" />
        </IconButton>
      </Tooltip>
      {wanted && (
        <React.Suspense fallback={null}>
          <MenuDrawer
            open={open}
            currentPath={currentPath}
            notFound={notFound}
            onClose={() => setOpen(false)}
            onNavigate={closeForNavigation}
          />
        </React.Suspense>
      )}
    </>
  )
}

export default MobileMenu
