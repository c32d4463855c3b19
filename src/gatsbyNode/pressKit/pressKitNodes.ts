// The root gatsby-node.ts calls these from its createSchemaCustomization and sourceNodes.
import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from "gatsby"

import { formatFileSize } from "../../lib/format/formatFileSize"
import { LANGUAGES } from "../../lib/languages"
import { utcDayOf } from "../../lib/releaseSchedule"
import { dataFolder, publicFolder } from "../../node/siteFolders"
import { buildTimeNow } from "../dataLayer/buildClock"
import { pressKitDataFrom, readPressKitSources } from "./pressKitSources"
import { writePressKit } from "./writePressKit"

const PRESS_KIT_TYPE = "PressKit"

export const createPressKitType = ({
  actions,
}: CreateSchemaCustomizationArgs) => {
  actions.createTypes(`
      """The press kit in one language, written into public/ by the build"""
      type ${PRESS_KIT_TYPE} implements Node @dontInfer {
        language: Language!
        """Where the site serves it: /press/nova-reyes-press-kit.zip, /es/press/…"""
        path: String!
        bytes: Int!
        """Its size as its language writes it ("411 kB"), so no page formats it again"""
        size: String!
        """The technical rider and stage plot, a PDF beside the kit"""
        rider: PressFile!
      }

      """A file the build wrote for the press page"""
      type PressFile {
        """Where the site serves it: /press/nova-reyes-technical-rider.pdf, /es/press/…"""
        path: String!
        bytes: Int!
        """Its size as its language writes it ("38 kB")"""
        size: String!
      }
    `)
}

export const sourcePressKits = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  cache,
}: SourceNodesArgs) => {
  // Dated by the build's day at noon UTC: the day is all the fact sheet says, so every build of the
  // same data that day writes the same bytes and leaves the pages that give its size as they were.
  // (Nodes other plugins source are not readable yet here: gatsby develop defers them.)
  const today = utcDayOf(Date.parse(buildTimeNow()))
  const builtAt = new Date(`${today}T12:00:00Z`)
  const sources = await readPressKitSources(dataFolder())
  for (const language of LANGUAGES) {
    const data = pressKitDataFrom(sources, language, today)
    const { kit, rider } = await writePressKit(
      data,
      builtAt,
      publicFolder(),
      cache.directory,
    )
    const fields = {
      language,
      ...kit,
      size: formatFileSize(kit.bytes, data.site.locale),
      rider: { ...rider, size: formatFileSize(rider.bytes, data.site.locale) },
    }
    actions.createNode({
      id: createNodeId(`${PRESS_KIT_TYPE} ${language}`),
      ...fields,
      internal: {
        type: PRESS_KIT_TYPE,
        contentDigest: createContentDigest(fields),
      },
    })
    reporter.info(
      `Press kit: wrote ${kit.path}, ${kit.bytes} bytes, and ${rider.path}, ${rider.bytes} bytes`,
    )
  }
}
