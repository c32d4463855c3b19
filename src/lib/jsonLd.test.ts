import {
  breadcrumbList,
  musicEvent,
  musicGroup,
  musicRelease,
  product,
  webSite,
  type Artist,
} from "./jsonLd"

const artist: Artist = {
  name: "Nova Reyes",
  url: "https://novareyes.example/",
  description: "Latin pop from East Los Angeles.",
  image: "https://novareyes.example/static/photo.jpg",
  genres: ["Latin pop", "Reggaetón"],
  sameAs: ["https://open.spotify.com/artist/x", "https://www.instagram.com/x"],
  pressEmail: "press@novareyes.example",
}

describe("JSON-LD builders", () => {
  it("describes the artist as a MusicGroup with genre, profiles and press contact", () => {
    expect(musicGroup(artist)).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicGroup",
      "@id": "https://novareyes.example/#artist",
      name: "Nova Reyes",
      url: "https://novareyes.example/",
      description: "Latin pop from East Los Angeles.",
      image: "https://novareyes.example/static/photo.jpg",
      genre: ["Latin pop", "Reggaetón"],
      sameAs: [
        "https://open.spotify.com/artist/x",
        "https://www.instagram.com/x",
      ],
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "press",
        email: "press@novareyes.example",
      },
    })
  })

  it("describes the site as a WebSite published by the artist", () => {
    expect(
      webSite({
        name: "Nova Reyes",
        url: "https://novareyes.example/",
        description: "Official site.",
        language: "en",
      }),
    ).toMatchObject({
      "@type": "WebSite",
      url: "https://novareyes.example/",
      inLanguage: "en",
      publisher: { "@id": "https://novareyes.example/#artist" },
    })
  })

  it("numbers breadcrumbs from 1", () => {
    expect(
      breadcrumbList([
        { name: "Home", url: "https://novareyes.example/" },
        { name: "Tour", url: "https://novareyes.example/tour/" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Home",
          item: "https://novareyes.example/",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "Tour",
          item: "https://novareyes.example/tour/",
        },
      ],
    })
  })

  const release = {
    title: "Luz de Neón",
    kind: "single" as const,
    releaseDate: "2026-03-14",
    description: "The debut single.",
    image: "https://novareyes.example/static/cover.jpg",
    url: "https://novareyes.example/music/#luz-de-neon",
    sameAs: ["https://open.spotify.com/track/1"],
  }

  it("describes a single as a MusicRecording by the artist", () => {
    expect(musicRelease(release, artist)).toMatchObject({
      "@type": "MusicRecording",
      name: "Luz de Neón",
      byArtist: { "@type": "MusicGroup", name: "Nova Reyes" },
      datePublished: "2026-03-14",
      image: "https://novareyes.example/static/cover.jpg",
      url: "https://novareyes.example/music/#luz-de-neon",
    })
  })

  it("describes an EP as a MusicAlbum with its release type", () => {
    expect(musicRelease({ ...release, kind: "ep" }, artist)).toMatchObject({
      "@type": "MusicAlbum",
      albumReleaseType: "https://schema.org/EPRelease",
      byArtist: { name: "Nova Reyes" },
      datePublished: "2026-03-14",
    })
  })

  const show = {
    city: "Mexico City",
    region: "CDMX",
    countryCode: "MX",
    venue: "Teatro Metropólitan",
    streetAddress: "Av. Independencia 90, Centro",
    postalCode: "06050",
    date: "2026-07-11",
    startTime: "21:00",
    endTime: "00:30",
    timeZone: "America/Mexico_City",
    ticketsOnSale: "2026-03-13",
    ticketsUrl: "https://novareyes.example/tour/",
    image: "https://novareyes.example/static/photo.jpg",
  }

  it("gives a show every property Google's event result requires and recommends", () => {
    expect(musicEvent(show, artist)).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicEvent",
      name: "Nova Reyes live in Mexico City",
      description: "Nova Reyes live at Teatro Metropólitan, Mexico City.",
      startDate: "2026-07-11T21:00:00-06:00",
      endDate: "2026-07-12T00:30:00-06:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Teatro Metropólitan",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Av. Independencia 90, Centro",
          addressLocality: "Mexico City",
          addressRegion: "CDMX",
          postalCode: "06050",
          addressCountry: "MX",
        },
      },
      image: ["https://novareyes.example/static/photo.jpg"],
      performer: {
        "@type": "MusicGroup",
        "@id": "https://novareyes.example/#artist",
        name: "Nova Reyes",
        url: "https://novareyes.example/",
      },
      organizer: {
        "@type": "MusicGroup",
        "@id": "https://novareyes.example/#artist",
        name: "Nova Reyes",
        url: "https://novareyes.example/",
      },
      offers: {
        "@type": "Offer",
        url: "https://novareyes.example/tour/",
        availability: "https://schema.org/InStock",
        validFrom: "2026-03-13",
      },
    })
  })

  it("leaves out what a show does not know", () => {
    const event = musicEvent(
      { ...show, region: null, ticketsOnSale: null },
      artist,
    )
    expect(event).not.toHaveProperty("location.address.addressRegion")
    expect(event).not.toHaveProperty("offers.validFrom")
  })

  it("describes a product with its offer", () => {
    expect(
      product(
        {
          name: "Tour Hoodie",
          description: "Heavyweight.",
          image: "https://novareyes.example/static/hoodie.jpg",
          price: 29.99,
          currency: "USD",
          url: "https://novareyes.example/store/",
        },
        artist,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Tour Hoodie",
      description: "Heavyweight.",
      image: ["https://novareyes.example/static/hoodie.jpg"],
      brand: { "@type": "Brand", name: "Nova Reyes" },
      offers: {
        "@type": "Offer",
        price: "29.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://novareyes.example/store/",
      },
    })
  })
})
