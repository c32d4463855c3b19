import * as React from "react"

export type JsonLdProps = {
  data: Record<string, unknown>
}

/** A JSON-LD block; "<" is escaped so no value can close the script element. */
const JsonLd = ({ data }: JsonLdProps) => (
  <script
    type="application/ld+json"
    dangerouslySetInnerHTML={{
      __html: JSON.stringify(data).replace(/</g, "\\u003c"),
    }}
  />
)

export default JsonLd
