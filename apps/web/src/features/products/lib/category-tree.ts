import type { ProductCategory } from '@vitrine/contract';

/** Categories in their configured order, then by title. */
export function sortCategories(nodes: readonly ProductCategory[]): ProductCategory[] {
  return [...nodes].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

/** The path from a root to the category with this code (both included), or [] when absent. */
export function findCategoryPath(nodes: readonly ProductCategory[], code: string | null): ProductCategory[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = findCategoryPath(node.children, code);
    if (below.length) return [node, ...below];
  }
  return [];
}
