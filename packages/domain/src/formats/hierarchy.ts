/**
 * A node of a tree shown as a path: product categories link to their parent through `parent`,
 * person groups through `grupoPaiObj` (spec 001 §3).
 */
export interface HierarchyNode {
  descricao?: string | null;
  parent?: HierarchyNode | null;
  grupoPaiObj?: HierarchyNode | null;
}

/** The separator of the spec between levels. */
export const HIERARCHY_SEPARATOR = ' - ';

/**
 * 'Root - Child - Node'. Stops at the first node seen twice, because a category saved as its own
 * ancestor must not hang the page; empty descriptions are skipped.
 */
export function hierarchyPath(node: HierarchyNode | null | undefined): string {
  const names: string[] = [];
  const seen = new Set<HierarchyNode>();
  let current = node ?? null;
  while (current && !seen.has(current)) {
    seen.add(current);
    if (current.descricao) names.unshift(current.descricao);
    current = current.parent ?? current.grupoPaiObj ?? null;
  }
  return names.join(HIERARCHY_SEPARATOR);
}
