import * as React from "react"
import type { HeadFC } from "gatsby"

import JsonLd from "../JsonLd"
import PageHead from "../PageHead"
import { useSiteMetadata } from "../../../hooks/useSiteMetadata"
import type { LanguageContext } from "../../../lib/languages"
import { requireData } from "../../../lib/props/requireData"
import { toArtist } from "../../../lib/props/toArtist"
import { musicGroupForPress } from "../../../lib/seo/jsonLd"
import { stringsFor } from "../../../strings"
import { pressStrings } from "../../../strings/press"

const PressHead: HeadFC<Queries.PressPageQuery, LanguageContext> = ({
  location,
  data,
  pageContext,
}) => {
  const site = useSiteMetadata(pageContext.language)
  const strings = stringsFor(pageContext.language)
  const words = pressStrings[pageContext.language]
  const page = requireData(data.pagesJson?.press, "data/pages.json › press")
  const press = requireData(data.pressJson, "data/press.json")
  const photos = press.photos.flatMap(photo => {
    const original = photo.image?.childImageSharp?.original
    return photo.image?.publicURL && original?.width && original.height
      ? [
          {
            url: `${site.siteUrl}${photo.image.publicURL}`,
            caption: photo.caption,
            credit: photo.credit,
            width: original.width,
            height: original.height,
          },
        ]
      : []
  })
  return (
    <PageHead
      language={pageContext.language}
      page={{ name: page.heading, path: "/press/" }}
      description={page.description}
      pathname={location.pathname}
    >
      <JsonLd
        data={musicGroupForPress(
          toArtist(site),
          strings,
          words.photoBy,
          photos,
          press.contacts.map(contact => ({
            contactType: words.roles[contact.role],
            name: contact.name,
            email: contact.email,
          })),
        )}
      />
    </PageHead>
  )
}

export default PressHead
