import { typeNameOf } from "../../lib/data/dataSchema"
import { stat } from "node:fs/promises"
import path from "node:path"

import {
  formatDate,
  formatLongDate,
  formatYear,
} from "../../lib/format/formatDate"
import { formatFileSize } from "../../lib/format/formatFileSize"
import { formatList } from "../../lib/format/formatList"
import { formatPrice } from "../../lib/format/formatPrice"
import { listFormat } from "../../lib/format/intlFormats"
import { showLabelsOf, type LabelledShow } from "../../lib/format/showLabels"
import { LANGUAGES, languageOrDefault } from "../../lib/languages"
import { markdownToHtml } from "../../lib/news/markdown"
import { allStrings } from "../../strings/all"
import { showMomentsOf, type ShowTimes } from "../../lib/showMoments"
import { dataFolder } from "../../node/siteFolders"
import { siteLocaleOf, type NodeModel } from "./siteLocale"

// Intl text is written by the build and shipped in the page data: the browser's Intl may write
// differently (another ICU or CLDR), and a page formatting again while it hydrates would not
// match its own HTML (React's error #425). Clock-dependent choices compare the build's moments.
export const builtTextTypeDefs = `
type DateBadge {
  month: String!
  day: String!
  year: String!
}

type ShowLabels {
  date: String!
  badge: DateBadge!
  start: String!
  doors: String
  onSale: String
  price: String
  originalDate: String
}

type ShowMoments {
  doors: String
  start: String!
  end: String!
  salesOpen: String
  originalStart: String
}

type ListPart {
  type: String!
  value: String!
}
`

type Source = Record<string, unknown>
type Context = { nodeModel: NodeModel }

export type BuiltField = {
  type: string
  args?: Record<string, string>
  resolve: (
    source: Source,
    args: { language?: unknown },
    context: Context,
  ) => unknown
}

const writtenIn = <Value>(
  type: string,
  write: (source: Source, locale: string) => Value,
): BuiltField => ({
  type,
  args: { language: "Language!" },
  resolve: async (source, args, context) => {
    const language = languageOrDefault(args.language)
    return write(source, await siteLocaleOf(context.nodeModel, language))
  },
})

const names = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : null

const joined = (field: string) =>
  writtenIn("String", (source, locale) =>
    formatList(names(source[field]), locale),
  )

const dayText = (
  field: string,
  format: (day: string, locale: string) => string,
) =>
  writtenIn("String", (source, locale) => {
    const day = source[field]
    return typeof day === "string" && day ? format(day, locale) : null
  })

/** Node sources are the data files as read: the data check has proved their shape. */
const asShow = (source: Source) => source as unknown as LabelledShow & ShowTimes

export const builtTextResolvers: Record<string, Record<string, BuiltField>> = {
  [typeNameOf("shows")]: {
    moments: {
      type: "ShowMoments!",
      resolve: (source: Source) => showMomentsOf(asShow(source)),
    },
    labels: writtenIn("ShowLabels!", (source, locale) =>
      showLabelsOf(asShow(source), locale),
    ),
    supportActsText: joined("supportActs"),
  },
  [typeNameOf("releases")]: {
    releaseDateText: dayText("releaseDate", formatLongDate),
    releaseYear: dayText("releaseDate", formatYear),
  },
  [`${typeNameOf("releases")}Tracks`]: { featuringText: joined("featuring") },
  [`${typeNameOf("releases")}Credits`]: {
    writtenByText: joined("writtenBy"),
    producedByText: joined("producedBy"),
  },
  [`${typeNameOf("releases")}CreditsMore`]: { namesText: joined("names") },
  [typeNameOf("products")]: {
    priceText: writtenIn("String!", (source, locale) =>
      formatPrice(Number(source.price), String(source.currency), locale),
    ),
  },
  [typeNameOf("news")]: {
    dateText: writtenIn("String!", (source, locale) =>
      formatDate(String(source.date), locale),
    ),
    updatedText: dayText("updated", formatDate),
  },
  [`${typeNameOf("press")}Photos`]: {
    fileSizeText: writtenIn("String!", async (source, locale) => {
      const { size } = await stat(path.join(dataFolder(), String(source.image)))
      return formatFileSize(size, locale)
    }),
  },
  [`${typeNameOf("press")}QuotesSource`]: {
    dateText: dayText("date", formatDate),
  },
  ...Object.fromEntries(
    LANGUAGES.map(language => [
      `${typeNameOf("news")}${language.charAt(0).toUpperCase()}${language.slice(1)}`,
      {
        bodyHtml: {
          type: "String!",
          resolve: async (source: Source, _args: unknown, context: Context) => {
            const site = await context.nodeModel.findOne({
              type: typeNameOf("site"),
            })
            return markdownToHtml(String(source.body), {
              siteUrl: String(site?.siteUrl ?? ""),
              newTab: allStrings[language].newTab,
            })
          },
        },
      } satisfies Record<string, BuiltField>,
    ]),
  ),
  [typeNameOf("privacy")]: {
    updatedText: writtenIn("String!", (source, locale) =>
      formatLongDate(String(source.updated), locale),
    ),
  },
  [typeNameOf("site")]: {
    /** In parts, for links between the words. */
    socialsListParts: writtenIn("[ListPart!]!", (source, locale) => {
      const socials = Array.isArray(source.socials) ? source.socials : []
      const labels = socials.map(social => String((social as Source).label))
      return listFormat(locale, { type: "conjunction" }).formatToParts(labels)
    }),
  },
}
