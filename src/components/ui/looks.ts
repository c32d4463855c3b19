import { css, type DefaultTheme } from "styled-components"

// Each in the `ui` layer (src/styles/layers.ts): a component writes `${cardListLook}` in
// its own style first, then what it changes. A look built on another sets it beside its own
// block, not inside: a `@layer ui` within `@layer ui` is a sublayer.

export const unstyledListLook = css`
  @layer ui {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

/** Each list sets its own columns, which src/styles/imageSizes.ts reads. */
export const cardListLook = css`
  ${unstyledListLook}
  @layer ui {
    display: grid;
    gap: ${({ theme }) => theme.space[5]};
  }
`

export const centredInlineLook = css`
  @layer ui {
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`

export const circleLook = (size: keyof DefaultTheme["sizes"]) => css`
  ${centredInlineLook}
  @layer ui {
    width: ${({ theme }) => theme.sizes[size]};
    height: ${({ theme }) => theme.sizes[size]};
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`

export const iconControlLook = css`
  ${circleLook("touchTarget")}
  @layer ui {
    padding: 0;
    border: ${({ theme }) => theme.borderWidths.hairline} solid
      ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  }
`

export const fieldLook = css`
  @layer ui {
    width: 100%;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: ${({ theme }) => theme.borderWidths.hairline} solid
      ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
  }
`

export const quoteBoxLook = css`
  @layer ui {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]};
    border-left: ${({ theme }) => theme.borderWidths.accent} solid
      ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`

export const mutedLinkLook = css`
  @layer ui {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    transition: color ${({ theme }) => theme.durations.fast};

    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
  }
`

export const activeLinkLook = css`
  @layer ui {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 calc(-1 * ${({ theme }) => theme.borderWidths.thick}) 0
      ${({ theme }) => theme.colors.accent};
  }
`

/** A row of pill links to a list's pages (numbers, years), the current one filled. */
export const pageLinksLook = css`
  ${unstyledListLook}
  @layer ui {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};

    & a {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: ${({ theme }) => theme.sizes.touchTarget};
      min-height: ${({ theme }) => theme.sizes.touchTarget};
      padding-inline: ${({ theme }) => theme.space[3]};
      border: ${({ theme }) => theme.borderWidths.hairline} solid
        ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.pill};
      color: ${({ theme }) => theme.colors.text};
      text-decoration: none;
    }

    & a:hover {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }

    & a[aria-current="page"] {
      background: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.onAccent};
      font-weight: 700;
    }
  }
`

export const displayFaceLook = css`
  @layer ui {
    font-family: ${({ theme }) => theme.fonts.display};
    -webkit-text-stroke-width: ${({ theme }) => theme.fonts.displayStroke};
  }
`
