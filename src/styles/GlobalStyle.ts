import { createGlobalStyle } from "styled-components"

export const GlobalStyle = createGlobalStyle`
  /* A static part's wrapper (src/components/ui/staticPart.tsx) takes no box of its own. */
  [data-static-part] {
    display: contents;
  }

  /* ---------- Reset ---------- */
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

  /* ---------- Base elements ---------- */
  :root {
    /* Reach UI checks for this variable instead of its stylesheet; our styles replace it. */
    --reach-dialog: 1;
    color-scheme: dark;
  }

  html {
    /* Keeps anchors and focused elements clear of the fixed header. */
    scroll-padding-top: calc(${({ theme }) => theme.sizes.header} + ${({ theme }) => theme.space[4]});
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
  }

  h1,
  h2,
  h3 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: 400;
    line-height: ${({ theme }) => theme.lineHeights.heading};
    letter-spacing: 0.01em;
  }

  h1 {
    font-family: ${({ theme }) => theme.fonts.headline};
  }

  a {
    color: inherit;
  }

  /* ---------- Focus ring ---------- */
  :focus-visible {
    outline: ${({ theme }) => theme.borderWidths.focus} solid
      ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.focus};
  }

  /* ---------- Reduced motion ----------
     !important on purpose (the one place): every component class and the toast library's
     own styles are more specific than this reset, and reduced motion must win over all.
     The toast's countdown bar is spared: its animation times how long the notice stays. */
  @media (prefers-reduced-motion: reduce) {
    *:not(.Toastify__progress-bar),
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`
