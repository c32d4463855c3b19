/** A query's nodes in the order its page's context lists their slugs: a filter keeps no order. */
export const inSlugOrder = <Node extends { slug: string }>(
  slugs: readonly string[],
  nodes: readonly Node[],
): Node[] => {
  const bySlug = new Map(nodes.map(node => [node.slug, node]))
  return slugs.flatMap(slug => {
    const node = bySlug.get(slug)
    return node ? [node] : []
  })
}
