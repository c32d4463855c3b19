import { inSlugOrder } from "./inSlugOrder"

describe("inSlugOrder", () => {
  it("orders the nodes as the slugs are listed, leaving out a slug with no node", () => {
    const nodes = [{ slug: "a" }, { slug: "b" }, { slug: "c" }]
    expect(inSlugOrder(["c", "missing", "a", "b"], nodes)).toEqual([
      { slug: "c" },
      { slug: "a" },
      { slug: "b" },
    ])
  })
})
