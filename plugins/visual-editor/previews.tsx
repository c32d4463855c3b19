// The editor's previews of the collections and files: each drawn by the site's own components,
// through the same mappers as its page (previewKit.tsx draws them in both languages).
import * as React from "react"

import ReleaseDetails from "../../src/components/music/ReleaseDetails"
import NewsArticle from "../../src/components/news/NewsArticle"
import FactSheet from "../../src/components/press/FactSheet"
import PressBios from "../../src/components/press/PressBios"
import PressContacts from "../../src/components/press/PressContacts"
import PressPhotos from "../../src/components/press/PressPhotos"
import PressQuotes from "../../src/components/press/PressQuotes"
import type { PressPhoto } from "../../src/components/press/pressPhoto"
import ReleaseSections from "../../src/components/music/ReleaseSections"
import ProductCard from "../../src/components/store/ProductCard"
import ShowCard from "../../src/components/tour/ShowCard"
import { isRecord } from "../../src/lib/data/isRecord"
import {
  PRESS_CONTACT_ROLES,
  type PressContactRole,
} from "../../src/lib/data/dataSchema"
import {
  formatDate,
  formatLongDate,
  formatYear,
} from "../../src/lib/format/formatDate"
import { formatList } from "../../src/lib/format/formatList"
import { formatPrice } from "../../src/lib/format/formatPrice"
import { showLabelsOf } from "../../src/lib/format/showLabels"
import { inLanguage, type Language } from "../../src/lib/languages"
import { markdownToHtml } from "../../src/lib/news/markdown"
import { toProductProps } from "../../src/lib/props/toProductProps"
import { toReleaseProps } from "../../src/lib/props/toReleaseProps"
import { toShowProps } from "../../src/lib/props/toShowProps"
import { showMomentsOf } from "../../src/lib/showMoments"
import { allStrings } from "../../src/strings/all"
import { newsStrings } from "../../src/strings/news"
import { pressStrings } from "../../src/strings/press"
import {
  aboutPreview,
  contactPreview,
  homePreview,
  mediaPreview,
  pagesPreview,
  privacyPreview,
  sitePreview,
} from "./pagePreviews"
import {
  assetUrl,
  dataOf,
  groups,
  imageField,
  isPlatform,
  names,
  paragraphs,
  previewImage,
  renderInEachLanguage,
  text,
  textIn,
  type PreviewProps,
} from "./previewKit"

export const releasePreview = (props: PreviewProps) => {
  const data = dataOf(props)
  const credits = isRecord(data.credits) ? data.credits : null
  const releaseDate = text(data.releaseDate) || null
  return renderInEachLanguage((language, locale) => {
    const release = toReleaseProps(
      {
        slug: text(data.slug),
        title: text(data.title),
        kind: (text(data.kind) || "single") as Queries.ReleaseKind,
        production: (text(data.production) as Queries.AlbumProduction) || null,
        releaseDate,
        releaseYear: releaseDate ? formatYear(releaseDate, locale) : null,
        releaseDateText: releaseDate
          ? formatLongDate(releaseDate, locale)
          : null,
        description: textIn(data.description, language),
        gradient: Array.isArray(data.gradient) ? data.gradient.map(String) : [],
        comingSoon: data.comingSoon === true,
        coverAlt: textIn(data.coverAlt, language),
        spotifyUrl: text(data.spotifyUrl) || null,
        appleMusicUrl: text(data.appleMusicUrl) || null,
        presaveUrl: text(data.presaveUrl) || null,
        // A service still being chosen is left out until it is one the site knows.
        platforms: groups(data.platforms).flatMap(link =>
          isPlatform(link.platform)
            ? [{ platform: link.platform, url: text(link.url) }]
            : [],
        ),
        tracks: groups(data.tracks).map(track => ({
          title: text(track.title),
          duration: text(track.duration),
          featuringText: formatList(names(track.featuring), locale),
          isrc: text(track.isrc) || null,
          lyricsLanguage:
            (text(track.lyricsLanguage) as Queries.LyricsLanguage) || null,
          lyrics: text(track.lyrics) || null,
          translation: text(track.translation) || null,
        })),
        credits: credits
          ? {
              writtenByText: formatList(names(credits.writtenBy), locale),
              producedByText: formatList(names(credits.producedBy), locale),
              label: text(credits.label) || null,
              more: groups(credits.more).map(line => ({
                role: textIn(line.role, language),
                namesText: formatList(names(line.names), locale),
              })),
            }
          : null,
        cover: imageField(props, "cover", 720),
      },
      { language, strings: allStrings[language] },
    )
    return (
      <>
        <ReleaseDetails release={release} builtAt={Date.now()} />
        <ReleaseSections release={release} />
      </>
    )
  })
}

export const productPreview = (props: PreviewProps) => {
  const data = dataOf(props)
  const price = typeof data.price === "number" ? data.price : 0
  const currency = text(data.currency) || "USD"
  return renderInEachLanguage((language, locale) => (
    <ProductCard
      {...toProductProps({
        slug: text(data.slug),
        type: textIn(data.type, language),
        name: textIn(data.name, language),
        description: textIn(data.description, language),
        imageAlt: textIn(data.imageAlt, language),
        price,
        currency,
        priceText: formatPrice(price, currency, locale),
        url: text(data.url) || null,
        gtin: text(data.gtin) || null,
        availability:
          (text(data.availability) as Queries.ProductAvailability) || null,
        image: imageField(props, "image", 480) ?? {
          publicURL: null,
          childImageSharp: null,
        },
      })}
    />
  ))
}

export const showPreview = (props: PreviewProps) => {
  const data = dataOf(props)
  const priceFrom = isRecord(data.priceFrom) ? data.priceFrom : null
  const supportActs = Array.isArray(data.supportActs)
    ? data.supportActs.map(String)
    : null
  const times = {
    date: text(data.date),
    doorsTime: text(data.doorsTime) || null,
    startTime: text(data.startTime),
    endTime: text(data.endTime),
    timeZone: text(data.timeZone) || "UTC",
    status: (text(data.status) as Queries.ShowStatus) || null,
    rescheduledDate: text(data.rescheduledDate) || null,
    ticketsOnSale: text(data.ticketsOnSale) || null,
    priceFrom:
      priceFrom && typeof priceFrom.amount === "number"
        ? { amount: priceFrom.amount, currency: text(priceFrom.currency) }
        : null,
  }
  return renderInEachLanguage((language, locale) => (
    <ShowCard
      show={toShowProps(
        {
          ...times,
          slug: text(data.slug),
          city: textIn(data.city, language),
          region: text(data.region) || null,
          country: textIn(data.country, language),
          countryCode: text(data.countryCode),
          venue: text(data.venue),
          streetAddress: text(data.streetAddress),
          postalCode: text(data.postalCode),
          ticketUrl: text(data.ticketUrl) || null,
          supportActs,
          supportActsText: formatList(supportActs, locale),
          moments: showMomentsOf(times),
          labels: showLabelsOf(times, locale),
        },
        allStrings[language],
      )}
    />
  ))
}

const pressPhotoOf = (
  props: PreviewProps,
  photo: Record<string, unknown>,
  language: Language,
): PressPhoto => {
  const path = text(photo.image)
  const source = assetUrl(props, ["photos", "image"], path)
  return {
    thumbnail: previewImage(source, 640, 480),
    large: previewImage(source, 1280, 960),
    alt: textIn(photo.alt, language),
    caption: textIn(photo.caption, language),
    credit: text(photo.credit),
    licence: textIn(photo.licence, language),
    file: {
      href: source,
      fileName: path.slice(path.lastIndexOf("/") + 1),
      facts: path.slice(path.lastIndexOf(".") + 1).toUpperCase(),
    },
  }
}

// Only what data/press.json holds: the page adds the genres, the latest release and the year's shows.
export const pressPreview = (props: PreviewProps) => {
  const data = dataOf(props)
  const bios = isRecord(data.bios) ? data.bios : {}
  const facts = isRecord(data.facts) ? data.facts : {}
  return renderInEachLanguage((language, locale) => {
    const words = pressStrings[language]
    return (
      <div style={{ display: "grid", gap: "3rem" }}>
        <PressBios
          short={textIn(bios.short, language)}
          medium={textIn(bios.medium, language)}
          long={paragraphs(inLanguage(bios.long, language))}
        />
        <PressPhotos
          photos={groups(data.photos).map(photo =>
            pressPhotoOf(props, photo, language),
          )}
        />
        <PressQuotes
          quotes={groups(data.quotes).map(quote => {
            const source = isRecord(quote.source) ? quote.source : {}
            const date = text(source.date)
            return {
              text: text(quote.text),
              language: text(quote.language) === "es" ? "es" : "en",
              publication: text(source.publication),
              author: text(source.author) || null,
              date: date || null,
              dateText: date ? formatDate(date, locale) : null,
              url: text(source.url) || null,
            }
          })}
        />
        <FactSheet
          facts={[
            {
              term: words.facts.hometown,
              description: textIn(facts.hometown, language),
            },
            {
              term: words.facts.label,
              description: text(facts.label),
            },
            {
              term: words.facts.forFansOf,
              description: (names(facts.forFansOf) ?? []).join(", "),
            },
          ]}
        />
        <PressContacts
          contacts={groups(data.contacts).flatMap(contact =>
            isContactRole(contact.role)
              ? [
                  {
                    role: contact.role,
                    name: text(contact.name),
                    company: text(contact.company) || null,
                    email: text(contact.email),
                  },
                ]
              : [],
          )}
        />
      </div>
    )
  })
}

const isContactRole = (value: unknown): value is PressContactRole =>
  (PRESS_CONTACT_ROLES as readonly unknown[]).includes(value)

// Markdown made HTML and sanitised as the build does (src/lib/news/markdown.ts).
export const newsPreview = (props: PreviewProps) => {
  const data = dataOf(props)
  const date = text(data.date)
  const cover = imageField(props, "cover", 720)
  return renderInEachLanguage((language, locale) => {
    const post = isRecord(data[language]) ? data[language] : null
    if (!post) return <p>{newsStrings[language].notWritten}</p>
    return (
      <NewsArticle
        title={text(post.title)}
        date={date}
        dateText={date ? formatDate(date, locale) : ""}
        cover={
          cover?.childImageSharp
            ? {
                image: cover.childImageSharp.gatsbyImageData,
                alt: text(post.coverAlt),
              }
            : undefined
        }
        bodyHtml={markdownToHtml(text(post.body), {
          siteUrl: props.siteUrl ?? "https://example.com",
          newTab: allStrings[language].newTab,
        })}
      />
    )
  })
}

// Decap names a file of a files collection by the file's own name.
export const PREVIEWS = {
  releases: releasePreview,
  shows: showPreview,
  products: productPreview,
  news: newsPreview,
  site: sitePreview,
  home: homePreview,
  pages: pagesPreview,
  about: aboutPreview,
  press: pressPreview,
  media: mediaPreview,
  contact: contactPreview,
  privacy: privacyPreview,
} as const
