/**
 * The content manager's page script (/admin/): loads Decap CMS's bundle, checks every
 * entry with the build's data check before it is saved, and starts the editor with the
 * configuration made from the data schema at build time.
 */
import type { CmsConfig } from "./cmsConfig"
import { immutableLike, type ImmutableCollection } from "./decap"
import { asDataFile, entryProblems, sourceOf } from "./entryCheck"
import { LAYER_ORDER_CSS } from "../../src/styles/layers"
import { PREVIEWS, type PreviewProps } from "./previews"

/** The configuration, written in by the build (writeAdmin.ts). */
declare const CMS_CONFIG: CmsConfig

/** Decap's bundle, beside this script in /admin/. */
const DECAP_SCRIPT = "decap-cms.js"

/**
 * The entry as its data file will hold it, or an error that names every problem: Decap
 * then keeps the entry open, unsaved, and shows the message.
 */
const checkBeforeSaving = ({ entry }: { entry: ImmutableCollection }) => {
  const collection = String(entry.get("collection"))
  const slug = String(entry.get("slug") ?? "")
  const source = sourceOf(collection, slug)
  if (!source) return undefined
  const data = entry.get("data") as ImmutableCollection
  const file = asDataFile(source.schema, data.toJS())
  const problems = entryProblems(source, {
    slug,
    isNew: entry.get("newRecord") === true,
    data: file,
  })
  if (problems.length > 0) {
    throw new Error(
      `Not saved. The site's data check found ${problems.length === 1 ? "a problem" : `${problems.length} problems`}: ${problems.join("; ")}`,
    )
  }
  return immutableLike(data, file) as ImmutableCollection
}

const start = () => {
  const cms = window.CMS
  if (!cms) throw new Error(`${DECAP_SCRIPT} did not start Decap CMS`)
  cms.registerEventListener({ name: "preSave", handler: checkBeforeSaving })
  // Decap draws the previews in a frame of their own, with this style in its head,
  // before each preview's own (previews.tsx): the layers' order (src/styles/layers.ts).
  cms.registerPreviewStyle(LAYER_ORDER_CSS, { raw: true })
  const h = window.h
  for (const [collection, render] of Object.entries(PREVIEWS)) {
    cms.registerPreviewTemplate(collection, (props: PreviewProps) =>
      h?.("div", {
        dangerouslySetInnerHTML: {
          __html: render({ ...props, siteUrl: CMS_CONFIG.site_url }),
        },
      }),
    )
  }
  cms.init({ config: CMS_CONFIG })
}

window.CMS_MANUAL_INIT = true
const script = document.createElement("script")
script.src = DECAP_SCRIPT
script.addEventListener("load", start)
script.addEventListener("error", () => {
  document.body.textContent = `The content manager could not load ${DECAP_SCRIPT}.`
})
document.body.append(script)
