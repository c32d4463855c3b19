import { createGlobalStyle } from "styled-components"

import { media } from "./media"
import { theme } from "./theme"

// Layered, so a component's class always beats it. Reads theme.ts, not the ThemeProvider: a static
// global style is found in the server's sheet at hydration, not removed and inserted again.
export const GlobalStyle = createGlobalStyle`
  @layer reset {
    [data-static-part] {
      display: contents;
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    body,
    h1,
    h2,
    h3,
    p,
    figure,
    blockquote,
    ul,
    ol {
      margin: 0;
    }

    img,
    svg,
    video {
      display: block;
      max-width: 100%;
    }

    button,
    input,
    textarea {
      font: inherit;
      color: inherit;
    }

    :root {
      /* Reach UI checks for this variable instead of its stylesheet; our styles replace it. */
      --reach-dialog: 1;
      color-scheme: dark;
    }

    html {
      /* Keeps anchors and focused elements clear of the fixed header. */
      scroll-padding-top: calc(
        ${theme.sizes.header} + ${theme.space[4]}
      );
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }

    body {
      min-height: 100vh;
      background: ${theme.colors.bg};
      color: ${theme.colors.text};
      font-family: ${theme.fonts.body};
      font-size: ${theme.fontSizes.md};
      line-height: ${theme.lineHeights.body};
      -webkit-font-smoothing: antialiased;
    }

    h1,
    h2,
    h3 {
      font-family: ${theme.fonts.display};
      -webkit-text-stroke-width: ${theme.fonts.displayStroke};
      font-weight: 400;
      line-height: ${theme.lineHeights.heading};
      letter-spacing: 0.01em;
    }

    a {
      color: inherit;
    }

    :focus-visible {
      outline: ${theme.borderWidths.focus} solid
        ${theme.colors.focus};
      outline-offset: ${theme.borderWidths.focus};
    }

    /* !important, the one place: reduced motion must beat every more specific rule. The
       toast's countdown bar is spared: its animation times the notice. */
    ${media.reducedMotion} {
      *:not(.Toastify__progress-bar),
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`
