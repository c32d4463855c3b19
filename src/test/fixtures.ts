import type { IGatsbyImageData } from "gatsby-plugin-image"

import type { ReleaseSummary } from "../components/music/ReleaseCard"
import type { Artist } from "../lib/seo/jsonLd"

/** A small but complete image record, as gatsby-plugin-image produces it. */
export const coverImage: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 720,
  images: {
    fallback: {
      src: "/static/cover.jpg",
      srcSet: "/static/cover-360.jpg 360w, /static/cover.jpg 720w",
      sizes: "(min-width: 720px) 720px, 100vw",
    },
    sources: [
      {
        srcSet: "/static/cover.webp 720w",
        type: "image/webp",
        sizes: "(min-width: 720px) 720px, 100vw",
      },
    ],
  },
}

export const releasedCard: ReleaseSummary = {
  slug: "luz-de-neon",
  title: "Luz de Neón",
  kind: "single",
  year: "2026",
  description: "A midnight reggaetón love letter.",
  gradient: ["#ff2e88", "#ff9a3c"],
  cover: coverImage,
  coverAlt: "A glowing pink neon circle",
  links: {
    spotify: "https://open.spotify.com/track/1",
    appleMusic: "https://music.apple.com/us/album/1",
  },
  comingSoon: false,
  releaseDate: "2026-03-14",
}

export const comingSoonCard: ReleaseSummary = {
  slug: "fuego-lento",
  title: "Fuego Lento",
  kind: "album",
  year: null,
  description: "The first full-length album.",
  gradient: ["#f83600", "#f9d423"],
  cover: null,
  coverAlt: "",
  links: null,
  comingSoon: true,
  releaseDate: null,
}

/** The artist as the structured-data builders take it. */
export const artist: Artist = {
  name: "Nova Reyes",
  url: "https://novareyes.example/",
  description: "Latin pop from East Los Angeles.",
  image: "https://novareyes.example/static/photo.jpg",
  genres: ["Latin pop", "Reggaetón"],
  sameAs: ["https://open.spotify.com/artist/x", "https://www.instagram.com/x"],
  pressEmail: "press@novareyes.example",
}

/** The HTML the build writes for a static part holding a quote (staticPart.server.test.tsx). */
export const QUOTE_SERVER_HTML =
  '<main><div data-static-part=""><!--$--><blockquote>Latin pop lives for me</blockquote><!--/$--></div></main>'
