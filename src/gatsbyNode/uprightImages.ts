// gatsby-plugin-sharp sizes a photo stored sideways with an EXIF orientation by its stored pixels
// (gatsbyjs/gatsby#30672): such a photo gets an upright copy, and its images come from that.
import { createFileNodeFromBuffer } from "gatsby-source-filesystem"
import type {
  CreateNodeArgs,
  CreateResolversArgs,
  CreateSchemaCustomizationArgs,
  Node,
} from "gatsby"
import sharp from "sharp"

const DATA_SOURCE = "data"
const UPRIGHT_FIELD = "uprightImage"
/** EXIF's 1 is already upright; 2–8 mirror or turn it. */
const UPRIGHT = 1

type FileNode = Node & {
  sourceInstanceName?: string
  absolutePath: string
  name: string
  ext: string
  fields?: Record<string, unknown>
}

const isDataImage = (node: Node): node is FileNode =>
  node.internal?.type === "File" &&
  (node as FileNode).sourceInstanceName === DATA_SOURCE &&
  /^\.(jpe?g|png|webp)$/i.test((node as FileNode).ext)

// Gatsby's types give shouldOnCreateNode's node as a plain record.
export const shouldMakeUpright = ({
  node,
}: {
  node: Record<string, unknown>
}) => isDataImage(node as unknown as Node)

/** The same picture turned as its orientation says, in its own format (in sRGB, as the web copies). */
export const uprightCopyOf = async (file: string) => {
  const image = sharp(file)
  const { orientation = UPRIGHT, format } = await image.metadata()
  if (orientation === UPRIGHT) return null
  const turned = image.autoOrient()
  if (format === "png") return turned.png().toBuffer()
  if (format === "webp") return turned.webp({ quality: 95 }).toBuffer()
  return turned.jpeg({ quality: 95, mozjpeg: true }).toBuffer()
}

export const makeImagesUpright = async ({
  node,
  actions,
  createNodeId,
  getCache,
}: CreateNodeArgs) => {
  if (!isDataImage(node)) return
  const buffer = await uprightCopyOf(node.absolutePath)
  if (!buffer) return
  const upright = await createFileNodeFromBuffer({
    buffer,
    name: node.name,
    ext: node.ext,
    parentNodeId: node.id,
    createNode: actions.createNode,
    createNodeId,
    getCache,
  })
  actions.createParentChildLink({ parent: node, child: upright })
  actions.createNodeField({ node, name: UPRIGHT_FIELD, value: upright.id })
}

/** Declared, so src/gatsby-types.d.ts is the same whether or not the data holds such a photo. */
export const describeUprightImages = ({
  actions,
}: CreateSchemaCustomizationArgs) => {
  actions.createTypes(`
    type FileFields {
      ${UPRIGHT_FIELD}: String
    }
    type File implements Node @childOf(types: ["File"]) @infer {
      fields: FileFields
      hash: String
    }
  `)
}

type ChildImageSharpResolver = (
  source: FileNode,
  args: unknown,
  context: { nodeModel: { getNodeById: (query: { id: string }) => unknown } },
  info: { originalResolver: ChildImageSharpResolver },
) => unknown

/** A file's images from its upright copy; its own address (publicURL) stays the original's. */
export const drawImagesUpright = ({ createResolvers }: CreateResolversArgs) => {
  const resolve: ChildImageSharpResolver = (source, args, context, info) => {
    const uprightId = source.fields?.[UPRIGHT_FIELD]
    const upright =
      typeof uprightId === "string"
        ? (context.nodeModel.getNodeById({ id: uprightId }) as FileNode | null)
        : null
    return info.originalResolver(upright ?? source, args, context, info)
  }
  createResolvers({ File: { childImageSharp: { resolve } } })
}
