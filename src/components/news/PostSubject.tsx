import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

import { media } from "../../styles/media"
import Card from "../ui/Card"
import Eyebrow from "../ui/Eyebrow"
import { StrongLink } from "../ui/Link"
import { Muted } from "../ui/lines"
import ResponsiveImage from "../ui/ResponsiveImage"

export type PostSubjectProps = {
  /** "The release", "The show" */
  kind: string
  title: string
  /** A line under the title: the release's kind and day, the show's venue and day. */
  line: string
  /** The entry's page, by its English path, and what its link says. */
  path: string
  linkText: string
  image?: { image: IGatsbyImageData; alt: string }
}

const Subject = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-top: ${({ theme }) => theme.space[6]};

  ${media.sm} {
    grid-template-columns: 8rem 1fr;
    align-items: center;
  }
`

const Picture = styled(ResponsiveImage)`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const PostSubject = ({
  kind,
  title,
  line,
  path,
  linkText,
  image,
}: PostSubjectProps) => (
  <Subject as="aside" aria-label={kind}>
    {image ? (
      <Picture
        image={image.image}
        alt={image.alt}
        sizes="8rem"
        loading="lazy"
      />
    ) : null}
    <Text>
      <Eyebrow>{kind}</Eyebrow>
      <Title>{title}</Title>
      <Muted>{line}</Muted>
      <StrongLink to={path}>{linkText}</StrongLink>
    </Text>
  </Subject>
)

export default PostSubject
