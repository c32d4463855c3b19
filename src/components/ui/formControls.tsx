import styled from "styled-components"

import { fieldLook } from "./looks"

export const Label = styled.label`
  @layer ui {
    font-weight: 600;
  }
`

export const Input = styled.input`
  ${fieldLook}

  @layer ui {
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
`

/** Off screen and out of the tab order: people never meet it, form-filling bots do. */
export const Honeypot = styled.div`
  @layer ui {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
`
