import type { CmsConfig } from "./cmsConfig"
import { immutableLike, type ImmutableCollection } from "./decap"
import { asDataFile, entryProblems, sourceOf } from "./entryCheck"
import { LAYER_ORDER_CSS } from "../../src/styles/layers"
import type { PreviewContext } from "./previewContext"
import type { PreviewProps } from "./previewKit"
import { PREVIEWS } from "./previews"
import { guardUploads } from "./uploadGuard"

/** Written in by the build (writeAdmin.ts). */
declare const CMS_CONFIG: CmsConfig
declare const PREVIEW_CONTEXT: PreviewContext

const DECAP_SCRIPT = "decap-cms.js"

// Throwing keeps the entry open and unsaved, and Decap shows the message.
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
  // Decap puts this in the preview frame's head, before each preview's own styles (previews.tsx).
  cms.registerPreviewStyle(LAYER_ORDER_CSS, { raw: true })
  const h = window.h
  for (const [collection, render] of Object.entries(PREVIEWS)) {
    cms.registerPreviewTemplate(collection, (props: PreviewProps) =>
      h?.("div", {
        dangerouslySetInnerHTML: {
          __html: render({
            ...props,
            siteUrl: CMS_CONFIG.display_url,
            context: PREVIEW_CONTEXT,
          }),
        },
      }),
    )
  }
  cms.init({ config: CMS_CONFIG })
}

window.CMS_MANUAL_INIT = true
guardUploads(window)
const script = document.createElement("script")
script.src = DECAP_SCRIPT
script.addEventListener("load", start)
script.addEventListener("error", () => {
  document.body.textContent = `The content manager could not load ${DECAP_SCRIPT}.`
})
document.body.append(script)
