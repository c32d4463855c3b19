import { css } from "styled-components"

export type ButtonVariant = "primary" | "ghost"

/** The one look of every button-shaped control: real buttons, external and internal links. */
export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
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

  ${({ theme, $variant = "primary" }) =>
    $variant === "primary"
      ? css`
          background: ${theme.gradients.warm};
          color: ${theme.colors.onAccent};
        `
      : css`
          background: transparent;
          border-color: ${theme.colors.accent};
          color: ${theme.colors.text};

          &:hover {
            background: ${theme.colors.surfaceRaised};
          }
        `}

  &:hover {
    transform: translateY(-1px);
  }

  &:active {
    transform: translateY(0);
  }

  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`
