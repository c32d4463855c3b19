import {
  breadcrumbList,
  musicEvent,
  musicGroup,
  newsArticle,
  product,
  webSite,
  type ShowFacts,
} from "./jsonLd"
import { en } from "../../strings/en"
import { artist } from "../../test/fixtures"

describe("JSON-LD builders", () => {
  it("names a news post's publisher with its logo, as Google's article result asks", () => {
    const article = newsArticle(
      {
        headline: "Studio diary",
        description: "Back in the studio.",
        datePublished: "2026-10-02",
        dateModified: "2026-10-02",
        url: "https://novareyes.example/news/studio-diary/",
        images: ["https://novareyes.example/og/news-studio-diary.jpg"],
        language: "en",
      },
      artist,
    )
    expect(article.publisher).toEqual({
      "@type": "MusicGroup",
      "@id": "https://novareyes.example/#artist",
      name: "Nova Reyes",
      url: "https://novareyes.example/",
      logo: {
        "@type": "ImageObject",
        url: "https://novareyes.example/icons/icon-512x512.png",
        width: 512,
        height: 512,
      },
    })
  })

  it("describes the artist as a MusicGroup with genre, profiles and press contact", () => {
    expect(musicGroup(artist, en)).toEqual({
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
      webSite(
        {
          name: "Nova Reyes",
          url: "https://novareyes.example/",
          description: "Official site.",
          language: "en",
        },
        artist,
      ),
    ).toMatchObject({
      "@type": "WebSite",
      url: "https://novareyes.example/",
      inLanguage: "en",
      publisher: { "@id": "https://novareyes.example/#artist" },
    })
  })

  it("keeps the artist the site's publisher in every language", () => {
    expect(
      webSite(
        {
          name: "Nova Reyes",
          url: "https://novareyes.example/es/",
          description: "Sitio oficial.",
          language: "es",
        },
        artist,
      ),
    ).toMatchObject({
      "@id": "https://novareyes.example/es/#website",
      url: "https://novareyes.example/es/",
      inLanguage: "es",
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

  const show: ShowFacts = {
    city: "Mexico City",
    region: "CDMX",
    countryCode: "MX",
    venue: "Teatro Metropólitan",
    streetAddress: "Av. Independencia 90, Centro",
    postalCode: "06050",
    startDate: "2026-07-11T21:00:00-06:00",
    endDate: "2026-07-12T00:30:00-06:00",
    doorTime: "2026-07-11T19:30:00-06:00",
    status: "onSale",
    supportActs: ["Luna Vega"],
    url: "https://novareyes.example/tour/mexico-city/",
    images: [
      "https://novareyes.example/og/tour-16x9.jpg",
      "https://novareyes.example/og/tour-4x3.jpg",
      "https://novareyes.example/og/tour-1x1.jpg",
    ],
    offer: {
      url: "https://tickets.example/mexico-city",
      validFrom: "2026-03-13",
      price: 650,
      priceCurrency: "MXN",
    },
  }

  const artistRef = {
    "@type": "MusicGroup",
    "@id": "https://novareyes.example/#artist",
    name: "Nova Reyes",
    url: "https://novareyes.example/",
  }

  it("gives a show every property Google's event result requires and recommends", () => {
    expect(musicEvent(show, artist, en)).toEqual({
      "@context": "https://schema.org",
      "@type": "MusicEvent",
      name: "Nova Reyes live in Mexico City",
      description: "Nova Reyes live at Teatro Metropólitan, Mexico City.",
      url: "https://novareyes.example/tour/mexico-city/",
      startDate: "2026-07-11T21:00:00-06:00",
      endDate: "2026-07-12T00:30:00-06:00",
      doorTime: "2026-07-11T19:30:00-06:00",
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
      image: [
        "https://novareyes.example/og/tour-16x9.jpg",
        "https://novareyes.example/og/tour-4x3.jpg",
        "https://novareyes.example/og/tour-1x1.jpg",
      ],
      performer: [artistRef, { "@type": "PerformingGroup", name: "Luna Vega" }],
      organizer: artistRef,
      offers: {
        "@type": "Offer",
        url: "https://tickets.example/mexico-city",
        availability: "https://schema.org/InStock",
        validFrom: "2026-03-13",
        price: 650,
        priceCurrency: "MXN",
      },
    })
  })

  it.each([
    ["cancelled", "EventCancelled"],
    ["postponed", "EventPostponed"],
    ["rescheduled", "EventRescheduled"],
    ["soldOut", "EventScheduled"],
  ] as const)("marks a %s show as %s", (status, eventStatus) => {
    expect(musicEvent({ ...show, status }, artist, en)).toMatchObject({
      eventStatus: `https://schema.org/${eventStatus}`,
    })
  })

  it("leaves out what a show does not know, and the offer when tickets cannot be bought", () => {
    const event = musicEvent(
      {
        ...show,
        region: null,
        doorTime: undefined,
        offer: undefined,
        supportActs: [],
      },
      artist,
      en,
    )
    expect(event).not.toHaveProperty("location.address.addressRegion")
    expect(event).not.toHaveProperty("doorTime")
    expect(event).not.toHaveProperty("offers")
    expect(event.performer).toEqual([artistRef])
  })

  it("gives a rescheduled show its first start, and an offer without a price none", () => {
    const event = musicEvent(
      {
        ...show,
        status: "rescheduled",
        previousStartDate: "2026-07-04T21:00:00-06:00",
        offer: { url: "https://tickets.example/mexico-city" },
      },
      artist,
      en,
    )
    expect(event.previousStartDate).toBe("2026-07-04T21:00:00-06:00")
    expect(event.offers).toEqual({
      "@type": "Offer",
      url: "https://tickets.example/mexico-city",
      availability: "https://schema.org/InStock",
    })
  })

  it("describes a product with its offer, its sku and its barcode number", () => {
    expect(
      product(
        {
          sku: "neon-tour-hoodie",
          gtin: "0012345678905",
          name: "Tour Hoodie",
          description: "Heavyweight.",
          image: "https://novareyes.example/static/hoodie.jpg",
          price: 29.99,
          currency: "USD",
          url: "https://shop.example/products/hoodie",
          availability: "inStock",
        },
        artist,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      sku: "neon-tour-hoodie",
      gtin: "0012345678905",
      name: "Tour Hoodie",
      description: "Heavyweight.",
      image: ["https://novareyes.example/static/hoodie.jpg"],
      brand: { "@type": "Brand", name: "Nova Reyes" },
      offers: {
        "@type": "Offer",
        price: "29.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/products/hoodie",
      },
    })
  })

  it.each([
    ["limitedAvailability", "LimitedAvailability"],
    ["preOrder", "PreOrder"],
    ["soldOut", "SoldOut"],
  ] as const)("gives a %s product's offer the availability %s", (from, to) => {
    const item = product(
      {
        sku: "pin",
        name: "Pin",
        description: "Enamel.",
        image: "https://novareyes.example/static/pin.jpg",
        price: 9,
        currency: "USD",
        url: "https://shop.example/products/pin",
        availability: from,
      },
      artist,
    )
    expect(item).toHaveProperty(
      "offers.availability",
      `https://schema.org/${to}`,
    )
  })
})
