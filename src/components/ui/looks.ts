import { css } from "styled-components"

// Each in the `ui` layer (src/styles/layers.ts): a component writes `${cardListLook}` in
// its own style first, then what it changes.

/** Each list sets its own columns, which src/styles/imageSizes.ts reads. */
export const cardListLook = css`
  @layer ui {
    display: grid;
    gap: ${({ theme }) => theme.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

export const iconControlLook = css`
  @layer ui {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.touchTarget};
    height: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0;
    border: ${({ theme }) => theme.borderWidths.hairline} solid
      ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
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
