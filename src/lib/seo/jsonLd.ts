import type { Strings } from "../../strings"
import type { ProductAvailability, ShowStatus } from "../data/dataSchema"

export type Thing = Record<string, unknown>

export const SCHEMA = "https://schema.org"

export type Artist = {
  name: string
  url: string
  description: string
  image: string
  genres: readonly string[]
  sameAs: readonly string[]
  pressEmail: string
}

const artistId = (artist: Pick<Artist, "url">) => `${artist.url}#artist`

export const artistRef = (artist: Pick<Artist, "name" | "url">) => ({
  "@type": "MusicGroup",
  "@id": artistId(artist),
  name: artist.name,
  url: artist.url,
})

export const musicGroup = (artist: Artist, strings: Strings): Thing => ({
  "@context": SCHEMA,
  ...artistRef(artist),
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

export type CreditedPhoto = {
  url: string
  caption: string
  credit: string
  width: number
  height: number
}

export type ArtistContact = {
  contactType: string
  name: string
  email: string
}

/** Each photo credited as Google's image metadata reads it (`creditText`, `copyrightHolder`). */
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
    ...contact,
  })),
})

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
  startDate: string
  endDate: string
  doorTime?: string
  previousStartDate?: string
  status: ShowStatus
  supportActs: readonly string[]
  url: string
  images: readonly string[]
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

/** Everything Google's event rich result requires and recommends. */
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
  sku: string
  gtin?: string
  name: string
  description: string
  price: number
  currency: string
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
  thumbnailUrl: string
  uploadDate: string
  duration: string
  embedUrl: string
  url: string
}

/** What Google's video result requires and recommends. */
export const videoObject = (
  video: VideoFacts,
  artist: Pick<Artist, "name" | "url">,
): Thing => ({
  "@context": SCHEMA,
  "@type": "VideoObject",
  ...video,
  thumbnailUrl: [video.thumbnailUrl],
  author: artistRef(artist),
})

export type ArticleFacts = {
  headline: string
  description: string
  datePublished: string
  dateModified: string
  url: string
  images: readonly string[]
  language: string
}

/** gatsby-plugin-manifest's largest icon: the publisher's logo Google's article result asks for. */
const PUBLISHER_LOGO = { path: "icons/icon-512x512.png", size: 512 }

/** What Google's article result recommends. */
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
  publisher: {
    ...artistRef(artist),
    logo: {
      "@type": "ImageObject",
      url: new URL(PUBLISHER_LOGO.path, artist.url).href,
      width: PUBLISHER_LOGO.size,
      height: PUBLISHER_LOGO.size,
    },
  },
})
