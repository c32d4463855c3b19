// The previews of the single files: each page drawn as its page draws it, with what the other
// files give it (previewContext.ts), and the title and description search engines show.
import * as React from "react"

import AboutColumns from "../../src/components/about/AboutColumns"
import ArtistPortrait from "../../src/components/about/ArtistPortrait"
import Biography from "../../src/components/about/Biography"
import PullQuote from "../../src/components/about/PullQuote"
import ContactCards from "../../src/components/contact/ContactCards"
import ContactForm from "../../src/components/contact/ContactForm"
import Hero from "../../src/components/home/Hero"
import InfoCards from "../../src/components/home/InfoCards"
import Footer from "../../src/components/layout/Footer"
import Header from "../../src/components/layout/Header"
import FeaturedVideo from "../../src/components/media/FeaturedVideo"
import MediaTiles from "../../src/components/media/MediaTiles"
import PrivacySections from "../../src/components/privacy/PrivacySections"
import SignupForm from "../../src/components/signup/SignupForm"
import Container from "../../src/components/ui/Container"
import PageIntro from "../../src/components/ui/PageIntro"
import {
  counterOf,
  countingFactsOf,
  isAnalyticsService,
  type AnalyticsConfig,
} from "../../src/lib/analytics/analyticsServices"
import { isRecord } from "../../src/lib/data/isRecord"
import { formatLongDate } from "../../src/lib/format/formatDate"
import {
  inLanguage,
  languageRoot,
  localizePath,
  type Language,
} from "../../src/lib/languages"
import { pickLatestSingle } from "../../src/lib/props/pickLatestSingle"
import { toFooterLinks } from "../../src/lib/props/toFooterLinks"
import { tryOr } from "../../src/lib/tryOr"
import { utcDayOf } from "../../src/lib/releaseSchedule"
import { signupFormOf } from "../../src/lib/signup/signupFields"
import {
  isSignupService,
  SIGNUP_SERVICE_FACTS,
} from "../../src/lib/signup/signupServices"
import { youtubeSubscribeUrl } from "../../src/lib/urls"
import { allStrings } from "../../src/strings/all"
import { editorPreviewStrings } from "../../src/strings/editorPreview"
import { privacyStrings } from "../../src/strings/privacy"
import { theme } from "../../src/styles/theme"
import {
  assetUrl,
  contextOf,
  dataOf,
  groups,
  paragraphs,
  previewImage,
  renderInEachLanguage,
  text,
  textIn,
  type PreviewProps,
} from "./previewKit"
import SearchSnippet from "./SearchSnippet"

type Fields = Record<string, unknown>

const fieldsIn = (value: unknown): Fields => (isRecord(value) ? value : {})

const cardText = (value: unknown, language: Language) => {
  const card = fieldsIn(value)
  return {
    title: textIn(card.title, language),
    body: textIn(card.body, language),
  }
}

const siteUrlOf = (site: Fields) => text(site.siteUrl).replace(/\/+$/, "")

/** The title and description of a page, as its head gives them. */
const snippet = (
  site: Fields,
  language: Language,
  path: string,
  { title, description }: { title?: string; description: unknown },
) => {
  const name = text(site.name)
  const seo = allStrings[language].seo
  return (
    <SearchSnippet
      label={editorPreviewStrings[language].searchResult}
      url={`${siteUrlOf(site)}${localizePath(path, language)}`}
      title={
        title
          ? seo.pageTitle(title, name)
          : seo.homeTitle(name, textIn(site.tagline, language))
      }
      description={textIn(description, language)}
    />
  )
}

const signupOf = (contact: Fields, language: Language) => {
  const list = fieldsIn(contact.mailingList)
  return isSignupService(list.service) && text(list.formUrl)
    ? signupFormOf(
        { service: list.service, formUrl: text(list.formUrl) },
        { language },
      )
    : undefined
}

const pageIntro = (pages: Fields, page: string, language: Language) => {
  const texts = fieldsIn(pages[page])
  return (
    <PageIntro
      heading={textIn(texts.heading, language)}
      intro={textIn(texts.intro, language)}
    />
  )
}

export const homePreview = (props: PreviewProps) => {
  const home = dataOf(props)
  const { site, contact, releases } = contextOf(props)
  const streaming = fieldsIn(site.streaming)
  // The card the page shows today: the build picks by its own day.
  const today = utcDayOf(Date.now())
  return renderInEachLanguage(language => (
    <>
      <Hero
        headline={textIn(home.headline, language)}
        blurb={textIn(home.blurb, language)}
        spotifyUrl={text(streaming.spotifyUrl)}
        appleMusicUrl={text(streaming.appleMusicUrl)}
      />
      <InfoCards
        latest={pickLatestSingle(
          releases.map(release => ({
            title: text(release.title),
            kind: text(release.kind),
            comingSoon: release.comingSoon === true,
            releaseDate: text(release.releaseDate) || null,
            description: textIn(release.description, language),
          })),
          today,
        )}
        streams={cardText(home.streams, language)}
        join={cardText(home.join, language)}
        signup={signupOf(contact, language)}
      />
      <Container>
        {snippet(site, language, "/", { description: home.description })}
      </Container>
    </>
  ))
}

export const aboutPreview = (props: PreviewProps) => {
  const about = dataOf(props)
  const { site, pages } = contextOf(props)
  const quote = fieldsIn(about.quote)
  const photo = assetUrl(props, ["photo"], about.photo)
  return renderInEachLanguage(language => (
    <Container>
      {pageIntro(pages, "about", language)}
      <AboutColumns>
        <Biography
          heading={textIn(about.heading, language)}
          paragraphs={paragraphs(inLanguage(about.paragraphs, language))}
        />
        <ArtistPortrait
          image={previewImage(photo, 800, 1000)}
          alt={textIn(about.photoAlt, language)}
        />
      </AboutColumns>
      <PullQuote
        text={textIn(quote.text, language)}
        attribution={text(quote.attribution)}
      />
      {snippet(site, language, "/about/", {
        title: textIn(fieldsIn(pages.about).heading, language),
        description: fieldsIn(pages.about).description,
      })}
    </Container>
  ))
}

/** A video with its poster, or none while its YouTube id or poster is still missing. */
const videoOf = (
  props: PreviewProps,
  video: Fields,
  field: readonly string[],
  width: number,
) => {
  const poster = assetUrl(props, [...field, "poster"], video.poster)
  const id = text(video.youtubeId)
  return id && poster
    ? { id, poster: previewImage(poster, width, Math.round((width * 9) / 16)) }
    : undefined
}

export const mediaPreview = (props: PreviewProps) => {
  const media = dataOf(props)
  const { site, pages } = contextOf(props)
  const featured = fieldsIn(media.featured)
  const socials = groups(site.socials).map(social => ({
    platform: text(social.platform),
    url: text(social.url),
  }))
  return renderInEachLanguage(language => (
    <Container>
      {pageIntro(pages, "media", language)}
      <FeaturedVideo
        title={textIn(featured.title, language)}
        description={textIn(featured.description, language)}
        video={videoOf(props, featured, ["featured"], 1280)}
      />
      <MediaTiles
        tiles={groups(media.tiles).map(tile => ({
          slug: text(tile.slug),
          title: textIn(tile.title, language),
          caption: textIn(tile.caption, language),
          video: videoOf(props, tile, ["tiles"], 800),
        }))}
        subscribeUrl={youtubeSubscribeUrl(socials)}
      />
    </Container>
  ))
}

export const contactPreview = (props: PreviewProps) => {
  const contact = dataOf(props)
  const { site, pages } = contextOf(props)
  const pressEmail = text(site.pressEmail)
  return renderInEachLanguage(language => {
    const signup = signupOf(contact, language)
    return (
      <Container>
        {pageIntro(pages, "contact", language)}
        <div style={{ display: "grid", gap: theme.space[6] }}>
          <ContactCards
            fans={cardText(contact.fans, language)}
            media={cardText(contact.media, language)}
            pressEmail={pressEmail}
          />
          <ContactForm
            endpoint={text(contact.formEndpoint) || undefined}
            pressEmail={pressEmail}
          />
          {signup && (
            <section>
              <p>{editorPreviewStrings[language].signupForm}</p>
              <SignupForm form={signup} from="footer" />
            </section>
          )}
        </div>
      </Container>
    )
  })
}

export const pagesPreview = (props: PreviewProps) => {
  const pages = dataOf(props)
  const { site } = contextOf(props)
  return renderInEachLanguage(language => (
    <Container>
      {Object.entries(pages).map(([page, value]) => {
        const texts = fieldsIn(value)
        const path = `/${page}/`
        return (
          <section key={page}>
            <p>
              {editorPreviewStrings[language].pageAt(
                localizePath(path, language),
              )}
            </p>
            {pageIntro(pages, page, language)}
            {snippet(site, language, path, {
              title: textIn(texts.heading, language),
              description: texts.description,
            })}
          </section>
        )
      })}
    </Container>
  ))
}

export const privacyPreview = (props: PreviewProps) => {
  const privacy = dataOf(props)
  const { site, contact } = contextOf(props)
  const list = fieldsIn(contact.mailingList)
  const analytics = fieldsIn(site.analytics)
  // The data check passed this file's analytics as one of its shapes before the editor was built.
  const counter =
    isAnalyticsService(analytics.service) && text(site.siteUrl)
      ? counterOf(analytics as AnalyticsConfig, text(site.siteUrl))
      : null
  const formEndpoint = text(contact.formEndpoint)
  const updated = text(privacy.updated)
  return renderInEachLanguage((language, locale) => (
    <Container>
      <PageIntro
        heading={textIn(privacy.heading, language)}
        intro={textIn(privacy.intro, language)}
      />
      <PrivacySections
        updated={{
          day: updated,
          label: updated ? formatLongDate(updated, locale) : "",
        }}
        sections={groups(privacy.sections).map(section => ({
          heading: textIn(section.heading, language),
          paragraphs: paragraphs(inLanguage(section.paragraphs, language)),
        }))}
        mailingList={
          isSignupService(list.service)
            ? SIGNUP_SERVICE_FACTS[list.service]
            : undefined
        }
        contactFormHost={tryOr(() => new URL(formEndpoint).host, undefined)}
        counting={countingFactsOf(counter)}
        pressEmail={text(site.pressEmail)}
        words={privacyStrings[language]}
      />
      {snippet(site, language, "/privacy/", {
        title: textIn(privacy.heading, language),
        description: privacy.description,
      })}
    </Container>
  ))
}

// The header is fixed to the window on the site: here, to its own box, above the footer.
const HeaderBox = ({ children }: { children: React.ReactNode }) => (
  <div
    style={{
      position: "relative",
      transform: "translateZ(0)",
      height: theme.sizes.header,
    }}
  >
    {children}
  </div>
)

export const sitePreview = (props: PreviewProps) => {
  const site = dataOf(props)
  const { contact } = contextOf(props)
  const name = text(site.name)
  const year = String(new Date().getUTCFullYear())
  return renderInEachLanguage(language => {
    const home = languageRoot(language)
    return (
      <>
        <HeaderBox>
          <Header name={name} currentPath={home} />
        </HeaderBox>
        <Container>
          {snippet(site, language, "/", { description: site.description })}
        </Container>
        <Footer
          name={name}
          links={toFooterLinks(
            {
              socials: groups(site.socials).map(social => ({
                platform: text(social.platform),
                label: text(social.label),
                url: text(social.url),
              })),
              streaming: {
                spotifyUrl: text(fieldsIn(site.streaming).spotifyUrl),
                appleMusicUrl: text(fieldsIn(site.streaming).appleMusicUrl),
              },
            },
            allStrings[language],
          )}
          year={year}
          currentPath={home}
          signup={signupOf(contact, language)}
        />
      </>
    )
  })
}
