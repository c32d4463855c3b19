import { createGlobalStyle } from "styled-components"

import { media } from "./media"
import { theme } from "./theme"

/**
 * The site's global style: reset, base elements, focus ring, reduced motion. In the
 * cascade layer `reset`, under every styled component's rules whatever their order in the
 * page's sheet (an unlayered rule beats a layered one): the element rules here never
 * outweigh a component's class.
 *
 * It reads theme.ts directly, not through the ThemeProvider as components do: a global
 * style without functions in it is static, and styled-components then finds its rules
 * among the server's when the page hydrates and inserts nothing; a themed one is removed
 * and inserted again at hydration (the same rules, but the whole page is styled anew).
 */
export const GlobalStyle = createGlobalStyle`
  @layer reset {
    /* A static part's wrapper (src/components/ui/staticPart.tsx) takes no box of its own. */
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
      font-weight: 400;
      line-height: ${theme.lineHeights.heading};
      letter-spacing: 0.01em;
    }

    h1 {
      font-family: ${theme.fonts.headline};
    }

    a {
      color: inherit;
    }

    :focus-visible {
      outline: ${theme.borderWidths.focus} solid
        ${theme.colors.focus};
      outline-offset: ${theme.borderWidths.focus};
    }

    /* !important on purpose (the one place): every component's rules and the toast
       library's own styles are more specific than this reset, and reduced motion must win
       over all. The toast's countdown bar is spared: its animation times how long the
       notice stays. */
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
