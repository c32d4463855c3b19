import * as React from "react"

import Container from "../ui/Container"
import StreamingButtons from "../music/StreamingButtons"
import * as styles from "./Hero.module.css"

export type HeroProps = {
  /** From data/home.json */
  headline: string
  blurb: string
  /** The artist's profiles, from data/site.json */
  spotifyUrl: string
  appleMusicUrl: string
}

/** Splits the headline so its last two words carry the warm gradient. */
const splitHeadline = (headline: string) => {
  const words = headline.split(" ")
  const cut = Math.max(words.length - 2, 0)
  return [words.slice(0, cut).join(" "), words.slice(cut).join(" ")] as const
}

/** The home page's opening: the headline, the blurb and the two streaming buttons. */
const Hero = ({ headline, blurb, spotifyUrl, appleMusicUrl }: HeroProps) => {
  const [lead, accent] = splitHeadline(headline)
  return (
    <section className={styles.section}>
      <Container className={styles.content}>
        <h1 className={styles.headline}>
          {lead} <span className={styles.accent}>{accent}</span>
        </h1>
        <p className={styles.blurb}>{blurb}</p>
        <StreamingButtons
          spotifyUrl={spotifyUrl}
          appleMusicUrl={appleMusicUrl}
        />
      </Container>
    </section>
  )
}

export default Hero
