import path from "node:path"

import { isRecord } from "../lib/data/isRecord"
import type { Language } from "../lib/languages"
import { readRecordFile } from "./readRecordFile"
import { dataFolder } from "./siteFolders"

type SiteSettings = {
  name: string
  description: Record<Language, string>
  siteUrl: string
}

const UNREADABLE = "data/site.json could not be read"

/** Never published: the data check stops every command before anything is built. */
const PLACEHOLDER: SiteSettings = {
  name: "Site",
  description: { en: UNREADABLE, es: UNREADABLE },
  siteUrl: "https://example.invalid",
}

// Never throws: the data check, run first in every command, reports a broken file in plain words.
export const readSiteSettings = (dataDir = dataFolder()): SiteSettings => {
  const site = readRecordFile(path.join(dataDir, "site.json"), "data/site.json")
  if (!site) return PLACEHOLDER
  // Plugins refuse empty options; the data check reports the empty field itself.
  const filled = (value: unknown, placeholder: string) =>
    typeof value === "string" && value.trim() !== "" ? value : placeholder
  const description = isRecord(site.description) ? site.description : {}
  return {
    name: filled(site.name, PLACEHOLDER.name),
    description: {
      en: filled(description.en, UNREADABLE),
      es: filled(description.es, UNREADABLE),
    },
    siteUrl: filled(site.siteUrl, PLACEHOLDER.siteUrl),
  }
}
