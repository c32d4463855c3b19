/**
 * Builders of schema.org structured data (JSON-LD), one per kind of thing the site shows.
 * They take plain values and return plain objects; pages render them with <JsonLd>.
 */
import type { Strings } from "../../strings"
import type { ProductAvailability, ShowStatus } from "../data/dataSchema"

export type Thing = Record<string, unknown>

export const SCHEMA = "https://schema.org"

export type Artist = {
  name: string
  /** The site's home page, absolute. */
  url: string
  description: string
  /** Absolute URL of the artist's photo. */
  image: string
  genres: readonly string[]
  /** Streaming and social profiles. */
  sameAs: readonly string[]
  pressEmail: string
}

const artistId = (artist: Pick<Artist, "url">) => `${artist.url}#artist`

/** A short reference to the artist, for the other builders. */
export const artistRef = (artist: Pick<Artist, "name" | "url">) => ({
  "@type": "MusicGroup",
  "@id": artistId(artist),
  name: artist.name,
  url: artist.url,
})

export const musicGroup = (artist: Artist, strings: Strings): Thing => ({
  "@context": SCHEMA,
  "@type": "MusicGroup",
  "@id": artistId(artist),
  name: artist.name,
  url: artist.url,
  description: artist.description,
  image: artist.image,
  genre: [...artist.genres],
  sameAs: [...artist.sameAs],
  contactPoint: {
    "@type": "ContactPoint",
    contactType: strings.seo.pressContact,
    email: artist.pressEmail,
  },
})

/** A press photo as structured data describes it, with the credit it must carry. */
export type CreditedPhoto = {
  /** Absolute URL of the full-resolution file. */
  url: string
  caption: string
  credit: string
  width: number
  height: number
}

/** Someone to write to about the artist: booking, management, press. */
export type ArtistContact = {
  /** What they are for, in the page's language ("booking"). */
  contactType: string
  name: string
  email: string
}

/**
 * The artist as the press page gives it: every press photo in `image`, each credited to
 * its photographer (Google's image metadata reads `creditText` and `copyrightHolder`),
 * and each contact.
 */
export const musicGroupForPress = (
  artist: Artist,
  strings: Strings,
  photoBy: (name: string) => string,
  photos: readonly CreditedPhoto[],
  contacts: readonly ArtistContact[],
): Thing => ({
  ...musicGroup(artist, strings),
  image: photos.map(photo => {
    const photographer = { "@type": "Person", name: photo.credit }
    return {
      "@type": "ImageObject",
      contentUrl: photo.url,
      url: photo.url,
      caption: photo.caption,
      width: photo.width,
      height: photo.height,
      creditText: photoBy(photo.credit),
      creator: photographer,
      copyrightHolder: photographer,
    }
  }),
  contactPoint: contacts.map(contact => ({
    "@type": "ContactPoint",
    contactType: contact.contactType,
    name: contact.name,
    email: contact.email,
  })),
})

/**
 * The site in one language (its home page there, `url`), published by the artist, whose
 * identity is the same in every language.
 */
export const webSite = (
  site: {
    name: string
    url: string
    description: string
    language: string
  },
  artist: Pick<Artist, "url">,
): Thing => ({
  "@context": SCHEMA,
  "@type": "WebSite",
  "@id": `${site.url}#website`,
  name: site.name,
  url: site.url,
  description: site.description,
  inLanguage: site.language,
  publisher: { "@id": artistId(artist) },
})

export const breadcrumbList = (
  crumbs: readonly { name: string; url: string }[],
): Thing => ({
  "@context": SCHEMA,
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
})

export type ShowFacts = {
  city: string
  region: string | null
  countryCode: string
  venue: string
  streetAddress: string
  postalCode: string
  /** ISO 8601 with the venue's UTC offset. */
  startDate: string
  endDate: string
  doorTime?: string
  /** A rescheduled show's first start. */
  previousStartDate?: string
  status: ShowStatus
  supportActs: readonly string[]
  /** Absolute URLs: the show's page, and its images (16:9, 4:3, 1:1 and its share card). */
  url: string
  images: readonly string[]
  /** Present only while tickets can be bought. */
  offer?: {
    url: string
    validFrom?: string
    price?: number
    priceCurrency?: string
  }
}

const eventStatus: Record<ShowStatus, string> = {
  onSale: "EventScheduled",
  soldOut: "EventScheduled",
  cancelled: "EventCancelled",
  postponed: "EventPostponed",
  rescheduled: "EventRescheduled",
}

/**
 * A show as a MusicEvent with everything Google's event rich result requires and
 * recommends; its offer only while tickets can be bought.
 */
export const musicEvent = (
  show: ShowFacts,
  artist: Pick<Artist, "name" | "url">,
  strings: Strings,
): Thing => ({
  "@context": SCHEMA,
  "@type": "MusicEvent",
  name: strings.seo.eventName(artist.name, show.city),
  description: strings.seo.eventDescription(artist.name, show.venue, show.city),
  url: show.url,
  startDate: show.startDate,
  endDate: show.endDate,
  ...(show.doorTime ? { doorTime: show.doorTime } : {}),
  ...(show.previousStartDate
    ? { previousStartDate: show.previousStartDate }
    : {}),
  eventStatus: `${SCHEMA}/${eventStatus[show.status]}`,
  eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
  location: {
    "@type": "Place",
    name: show.venue,
    address: {
      "@type": "PostalAddress",
      streetAddress: show.streetAddress,
      addressLocality: show.city,
      ...(show.region ? { addressRegion: show.region } : {}),
      postalCode: show.postalCode,
      addressCountry: show.countryCode,
    },
  },
  image: [...show.images],
  performer: [
    artistRef(artist),
    ...show.supportActs.map(name => ({ "@type": "PerformingGroup", name })),
  ],
  organizer: artistRef(artist),
  ...(show.offer
    ? {
        offers: {
          "@type": "Offer",
          url: show.offer.url,
          availability: `${SCHEMA}/InStock`,
          ...(show.offer.validFrom ? { validFrom: show.offer.validFrom } : {}),
          ...(show.offer.price === undefined
            ? {}
            : {
                price: show.offer.price,
                priceCurrency: show.offer.priceCurrency,
              }),
        },
      }
    : {}),
})

export type ProductFacts = {
  /** The product's own id on the site (its slug): Google's `sku`. */
  sku: string
  /** Its barcode number, where the data has one. */
  gtin?: string
  name: string
  description: string
  price: number
  currency: string
  /** Absolute URLs: the product photo, and its page on the store. */
  image: string
  url: string
  availability: ProductAvailability
}

const productAvailability: Record<ProductAvailability, string> = {
  inStock: "InStock",
  limitedAvailability: "LimitedAvailability",
  preOrder: "PreOrder",
  soldOut: "SoldOut",
}

export const product = (
  item: ProductFacts,
  artist: Pick<Artist, "name">,
): Thing => ({
  "@context": SCHEMA,
  "@type": "Product",
  sku: item.sku,
  ...(item.gtin ? { gtin: item.gtin } : {}),
  name: item.name,
  description: item.description,
  image: [item.image],
  brand: { "@type": "Brand", name: artist.name },
  offers: {
    "@type": "Offer",
    price: item.price.toFixed(2),
    priceCurrency: item.currency,
    availability: `${SCHEMA}/${productAvailability[item.availability]}`,
    url: item.url,
  },
})

export type VideoFacts = {
  name: string
  description: string
  /** Absolute URL of the self-hosted poster. */
  thumbnailUrl: string
  uploadDate: string
  /** ISO 8601: "PT3M41S". */
  duration: string
  embedUrl: string
  url: string
}

/** A video on the media page, with what Google's video result requires and recommends. */
export const videoObject = (
  video: VideoFacts,
  artist: Pick<Artist, "name" | "url">,
): Thing => ({
  "@context": SCHEMA,
  "@type": "VideoObject",
  name: video.name,
  description: video.description,
  thumbnailUrl: [video.thumbnailUrl],
  uploadDate: video.uploadDate,
  duration: video.duration,
  embedUrl: video.embedUrl,
  url: video.url,
  author: artistRef(artist),
})

export type ArticleFacts = {
  headline: string
  description: string
  /** YYYY-MM-DD: published, and last changed (the day it was published if it never did). */
  datePublished: string
  dateModified: string
  /** Absolute URLs: the post's page and its images. */
  url: string
  images: readonly string[]
  language: string
}

/** A news post as a NewsArticle, by the artist, with what Google's article result recommends. */
export const newsArticle = (
  article: ArticleFacts,
  artist: Pick<Artist, "name" | "url">,
): Thing => ({
  "@context": SCHEMA,
  "@type": "NewsArticle",
  headline: article.headline,
  description: article.description,
  datePublished: article.datePublished,
  dateModified: article.dateModified,
  url: article.url,
  mainEntityOfPage: article.url,
  image: [...article.images],
  inLanguage: article.language,
  author: artistRef(artist),
  publisher: artistRef(artist),
})
