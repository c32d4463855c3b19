import styled from "styled-components"

const VisuallyHidden = styled.span`
  @layer ui {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`

export default VisuallyHidden
