import { graphql, useStaticQuery } from "gatsby"

/** Site-wide values from data/site.json; the only static query in the project. */
export const useSiteMetadata = () => {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      siteJson {
        name
        tagline
        description
        genres
        siteUrl
        language
        locale
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
    }
  `)
  if (!data.siteJson) throw new Error("data/site.json is missing or empty")
  return {
    ...data.siteJson,
    buildYear: data.site?.buildYear ?? "",
    /** Site-relative URL of the artist's photo, for structured data. */
    photoUrl: data.aboutJson?.photo.publicURL ?? "",
  }
}
