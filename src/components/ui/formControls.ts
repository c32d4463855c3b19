import styled, { css } from "styled-components"

/** The look of every form on the site: the contact form's and the sign-up's. */
export const Label = styled.label`
  font-weight: 600;
`

export const fieldStyles = css`
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
`

export const Input = styled.input`
  ${fieldStyles}
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`

/** Off screen and out of the tab order: people never meet it, form-filling bots do. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`
