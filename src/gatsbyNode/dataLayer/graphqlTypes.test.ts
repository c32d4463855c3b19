import { graphqlTypeDefs } from "./graphqlTypes"

describe("graphqlTypeDefs", () => {
  const typeDefs = graphqlTypeDefs()

  it("declares one node type per data file and folder, never inferred", () => {
    for (const type of [
      "SiteJson",
      "HomeJson",
      "PagesJson",
      "AboutJson",
      "ReleasesJson",
      "ShowsJson",
      "ProductsJson",
      "MediaJson",
      "ContactJson",
    ]) {
      expect(typeDefs).toContain(`type ${type} implements Node @dontInfer {`)
    }
  })

  it("makes closed sets enums, dates dates and images File links", () => {
    expect(typeDefs).toContain("enum ReleaseKind {\n  single\n  ep\n  album\n}")
    expect(typeDefs).toContain(
      "enum SocialPlatform {\n  instagram\n  tiktok\n  youtube\n}",
    )
    expect(typeDefs).toContain("  kind: ReleaseKind!\n")
    expect(typeDefs).toContain("  platform: SocialPlatform!\n")
    expect(typeDefs).toContain("  date: Date! @dateformat\n")
    expect(typeDefs).toContain('  cover: File @link(by: "relativePath")\n')
    expect(typeDefs).toContain('  image: File! @link(by: "relativePath")\n')
  })

  it("keeps optional fields nullable and lists of required items", () => {
    expect(typeDefs).toContain("  region: String\n")
    expect(typeDefs).toContain("  releaseDate: Date @dateformat\n")
    expect(typeDefs).toContain("  gradient: [String!]!\n")
    expect(typeDefs).toContain("  socials: [SiteJsonSocials!]!\n")
  })

  it("keeps a closed set whose values are not GraphQL names as text", () => {
    expect(typeDefs).toContain("  locale: String! @localized\n")
  })

  it("gives a field written per language one type, read in the language asked for", () => {
    expect(typeDefs).toContain("enum Language {\n  en\n  es\n}")
    expect(typeDefs).toContain("  city: String! @localized\n")
    expect(typeDefs).toContain("  paragraphs: [String!]! @localized\n")
    expect(typeDefs).toContain("  coverAlt: String @localized\n")
    expect(typeDefs).toContain("  slug: String!\n")
  })
})
