import * as React from "react"
import styled from "styled-components"

import { media } from "../../styles/media"
import Container from "../ui/Container"
import StreamingButtons from "../music/StreamingButtons"

export type HeroProps = {
  headline: string
  blurb: string
  spotifyUrl: string
  appleMusicUrl: string
}

const Section = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.gradients.hero};

  ${media.md} {
    min-height: min(44rem, 88vh);
    padding-block: ${({ theme }) => theme.space[8]};
  }

  &::after {
    content: "";
    position: absolute;
    top: 50%;
    right: -12vw;
    width: min(70vw, 40rem);
    aspect-ratio: 1;
    border: 0.6rem solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.pill};
    box-shadow:
      0 0 2.5rem ${({ theme }) => theme.colors.accent},
      inset 0 0 2.5rem ${({ theme }) => theme.colors.accent};
    opacity: 0.35;
    transform: translateY(-50%);
    pointer-events: none;
  }

  ${media.lg} {
    &::after {
      right: 4vw;
      width: min(40vw, 36rem);
      opacity: 0.8;
    }
  }
`

const Content = styled(Container)`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`

const Headline = styled.h1`
  /* In em, not ch: ch follows the loaded font, so the line breaks would move on swap. */
  max-width: 6.9em;
  font-size: ${({ theme }) => theme.fontSizes.hero};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-transform: uppercase;
`

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.accent};

  @supports ((background-clip: text) or (-webkit-background-clip: text)) {
    background: ${({ theme }) => theme.gradients.warm};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`

const Blurb = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/** Splits the headline so its last two words carry the warm gradient. */
const splitHeadline = (headline: string) => {
  const words = headline.split(" ")
  const cut = Math.max(words.length - 2, 0)
  return [words.slice(0, cut).join(" "), words.slice(cut).join(" ")] as const
}

const Hero = ({ headline, blurb, spotifyUrl, appleMusicUrl }: HeroProps) => {
  const [lead, accent] = splitHeadline(headline)
  return (
    <Section>
      <Content>
        <Headline>
          {lead} <Accent>{accent}</Accent>
        </Headline>
        <Blurb>{blurb}</Blurb>
        <StreamingButtons
          spotifyUrl={spotifyUrl}
          appleMusicUrl={appleMusicUrl}
        />
      </Content>
    </Section>
  )
}

export default Hero
