import * as React from "react"
import styled from "styled-components"

export type SearchSnippetProps = {
  label: string
  url: string
  title: string
  description: string
}

const Box = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-block: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const Label = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Title = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** The title and description a page gives search engines and shared links, which no page shows. */
const SearchSnippet = ({
  label,
  url,
  title,
  description,
}: SearchSnippetProps) => (
  <Box>
    <Label>{label}</Label>
    <p>{url}</p>
    <Title>{title}</Title>
    <p>{description}</p>
  </Box>
)

export default SearchSnippet
