import { graphql, useStaticQuery } from "gatsby"

import type { Language } from "../lib/languages"
import { useLanguage } from "./useLanguage"

/** A page's Head renders outside the language context, so it passes its own `language`. */
export const useSiteMetadata = (language?: Language) => {
  const fromPage = useLanguage()
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      siteJson {
        name
        tagline_en: tagline(language: en)
        tagline_es: tagline(language: es)
        description_en: description(language: en)
        description_es: description(language: es)
        genres_en: genres(language: en)
        genres_es: genres(language: es)
        locale_en: locale(language: en)
        locale_es: locale(language: es)
        siteUrl
        pressEmail
        ticketsUrl
        storeUrl
        streaming {
          spotifyUrl
          appleMusicUrl
        }
        socials {
          platform
          label
          url
        }
      }
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      aboutJson {
        photo {
          publicURL
        }
      }
      contactJson {
        formEndpoint
        mailingList {
          service
          formUrl
        }
      }
    }
  `)
  const site = data.siteJson
  if (!site) throw new Error("data/site.json is missing or empty")
  const pageLanguage = language ?? fromPage
  return {
    name: site.name,
    siteUrl: site.siteUrl,
    pressEmail: site.pressEmail,
    ticketsUrl: site.ticketsUrl,
    storeUrl: site.storeUrl,
    streaming: site.streaming,
    socials: site.socials,
    language: pageLanguage,
    tagline: site[`tagline_${pageLanguage}`],
    description: site[`description_${pageLanguage}`],
    genres: site[`genres_${pageLanguage}`],
    locale: site[`locale_${pageLanguage}`],
    locales: { en: site.locale_en, es: site.locale_es },
    buildYear: data.site?.buildYear ?? "",
    mailingList: data.contactJson?.mailingList ?? undefined,
    formEndpoint: data.contactJson?.formEndpoint ?? undefined,
    /** Site-relative. */
    photoUrl: data.aboutJson?.photo.publicURL ?? "",
  }
}
