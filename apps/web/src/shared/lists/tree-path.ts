interface Branch<T> {
  code: string;
  children: readonly T[];
}

/** The nodes from a root to the one with `code` (both included); empty when there is none. */
export function findTreePath<T extends Branch<T>>(nodes: readonly T[], code: string | null | undefined): T[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = findTreePath(node.children, code);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Nodes in their configured order, then by title (one level). */
export function byOrder<T extends { order: number; title: string }>(nodes: readonly T[]): T[] {
  return [...nodes].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}
