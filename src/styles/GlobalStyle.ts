import { createGlobalStyle } from "styled-components"

export const GlobalStyle = createGlobalStyle`
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

  a {
    color: inherit;
  }

  /* ---------- Focus ring ---------- */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }

  /* ---------- Reduced motion ---------- */
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms;
      animation-iteration-count: 1;
      transition-duration: 0.01ms;
      scroll-behavior: auto;
    }
  }
`
