import { graphql, useStaticQuery } from "gatsby"

/** Site-wide values from data/site.json; the only static query in the project. */
export const useSiteMetadata = () => {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      siteJson {
        name
        tagline
        description
        siteUrl
        language
        locale
        pressEmail
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
    }
  `)
  if (!data.siteJson) throw new Error("data/site.json is missing or empty")
  return { ...data.siteJson, buildYear: data.site?.buildYear ?? "" }
}
