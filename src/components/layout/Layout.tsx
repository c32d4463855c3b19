import * as React from "react"
import styled from "styled-components"

import { useStrings } from "../../hooks/useLanguage"
import { useSignupForm } from "../../hooks/useSignupForm"
import { useSiteMetadata } from "../../hooks/useSiteMetadata"
import { toFooterLinks } from "../../lib/props/toFooterLinks"
import ErrorBoundary from "../errors/ErrorBoundary"
import Footer from "./Footer"
import Header from "./Header"
import SkipLink from "./SkipLink"

export type LayoutProps = {
  pathname: string
  notFound?: boolean
  children: React.ReactNode
}

const MAIN_ID = "content"

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.sizes.header};
`

const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`

const Layout = ({ pathname, notFound, children }: LayoutProps) => {
  const site = useSiteMetadata()
  const strings = useStrings()
  const signup = useSignupForm()
  return (
    <Shell>
      <SkipLink target={MAIN_ID} />
      <Header name={site.name} currentPath={pathname} notFound={notFound} />
      <Main id={MAIN_ID} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
      </Main>
      <Footer
        name={site.name}
        links={toFooterLinks(site, strings)}
        year={site.buildYear}
        currentPath={pathname}
        signup={signup}
      />
    </Shell>
  )
}

export default Layout
