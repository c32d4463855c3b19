import { css, type RuleSet } from "styled-components"

import { media } from "../../styles/media"
import { centredInlineLook } from "./looks"

export type ButtonVariant = "primary" | "ghost"

export type ButtonLookProps = { $variant?: ButtonVariant }

const variants = {
  primary: css`
    background: ${({ theme }) => theme.gradients.warm};
    color: ${({ theme }) => theme.colors.onAccent};
  `,
  ghost: css`
    background: transparent;
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  `,
}

/** In the `ui` layer, under the rules of the components that extend it. */
export const buttonLook = css<ButtonLookProps>`
  ${centredInlineLook}
  @layer ui {
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
    border: ${({ theme }) => theme.borderWidths.thick} solid transparent;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    transition:
      transform ${({ theme }) => theme.durations.fast} ease-out,
      background-color ${({ theme }) => theme.durations.fast} ease-out;
    ${({ $variant = "primary" }) => variants[$variant]}

    &:hover {
      transform: translateY(-1px);
    }

    &:active {
      transform: translateY(0);
    }

    /* A form's button while the form cannot send yet, or is sending (aria-disabled keeps
       it focusable meanwhile). */
    &:disabled,
    &[aria-disabled="true"] {
      cursor: progress;
      opacity: 0.7;
    }

    ${media.reducedMotion} {
      &:hover {
        transform: none;
      }
    }
  }
`

export const buttonOrTextLook = (textLook: RuleSet) => css<ButtonLookProps>`
  ${({ $variant }) => ($variant ? buttonLook : textLook)}
`
