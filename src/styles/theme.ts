// No raw colours, breakpoints or font stacks outside this file (src/styles/styledCss.test.ts).

// Styles name them by custom property (theme.fonts), so the web fonts switch on without restyling.
export const fontStacks = {
  body: `"Inter Variable", "Inter Fallback Arial", "Inter Fallback DejaVu", system-ui, sans-serif`,
  display: `"Anton", "Anton Fallback Narrow", "Anton Fallback Condensed", "Anton Fallback Arial", sans-serif`,
} as const

export const fontStackProperty = (name: keyof typeof fontStacks) =>
  `--fonts-${name}` as const

export const DISPLAY_STROKE_PROPERTY = "--fonts-display-stroke"

export const theme = {
  colors: {
    bg: "#120a1c",
    surface: "#1d1230",
    surfaceRaised: "#2a1a42",
    border: "#3d2a5c",
    text: "#fbf4ff",
    textMuted: "#cdbcdf",
    accent: "#ff4d8d",
    accentWarm: "#ffa048",
    onAccent: "#120a1c",
    focus: "#ffd23f",
    overlay: "rgba(8, 4, 14, 0.72)",
  },
  gradients: {
    warm: "linear-gradient(120deg, #ff4d8d 0%, #ff7a59 55%, #ffa048 100%)",
    hero: "radial-gradient(ellipse at 20% 0%, #5b1a6e 0%, transparent 60%), radial-gradient(ellipse at 90% 30%, #7a2a1e 0%, transparent 55%), #120a1c",
    placeholder:
      "linear-gradient(135deg, #2a1a42 0%, #4a1d52 50%, #6a2440 100%)",
  },
  fonts: {
    body: `var(${fontStackProperty("body")})`,
    display: `var(${fontStackProperty("display")})`,
    displayStroke: `var(${DISPLAY_STROKE_PROPERTY}, 0)`,
  },
  fontSizes: {
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.5rem",
    xxl: "clamp(2rem, 6vw, 3.25rem)",
    hero: "clamp(2.75rem, 10vw, 6rem)",
  },
  lineHeights: { tight: 1.05, heading: 1.2, body: 1.6 },
  space: {
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.5rem",
    6: "2rem",
    7: "3rem",
    8: "4.5rem",
  },
  sizes: {
    content: "72rem",
    prose: "40rem",
    header: "4rem",
    touchTarget: "44px",
    drawer: "min(20rem, 85vw)",
    playButton: "3.5rem",
    popover: "13rem",
    thumbnail: "5rem",
    ticketSlot: "12rem",
  },
  borderWidths: { hairline: "1px", thick: "2px", focus: "3px", accent: "6px" },
  iconSizes: { sm: 20, md: 24, lg: 28, xl: 32 },
  radii: { sm: "6px", md: "12px", lg: "20px", pill: "999px" },
  shadows: {
    card: "0 12px 32px rgba(0, 0, 0, 0.35)",
    popover: "0 16px 40px rgba(0, 0, 0, 0.55)",
  },
  /** Pixel widths; `md` is where the mobile menu gives way to the inline navigation. */
  breakpoints: { sm: 480, md: 768, lg: 1100 },
  zIndices: {
    raised: 1,
    popover: 10,
    header: 30,
    menu: 40,
    tooltip: 45,
    toast: 50,
  },
  durations: { fast: "120ms", base: "220ms" },
} as const

export type Theme = typeof theme
