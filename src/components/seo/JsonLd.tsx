import * as React from "react"

import type { Thing } from "../../lib/seo/jsonLd"

export type JsonLdProps = { data: Thing }

/** A JSON-LD block; "<" is escaped so no value can close the script element. */
const JsonLd = ({ data }: JsonLdProps) => (
  <script
    type="application/ld+json"
    dangerouslySetInnerHTML={{
      __html: JSON.stringify(data).replace(/</g, "\\u003c"),
    }}
  />
)

export const JsonLdList = ({ data }: { data: readonly Thing[] }) => (
  <>
    {data.map((thing, index) => (
      <JsonLd key={index} data={thing} />
    ))}
  </>
)

export default JsonLd
