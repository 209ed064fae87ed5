import type { AssetScope } from '@vitrine/contract';

/** The path from a root to the scope with this code (both included), or [] when absent. */
export function findScopePath(nodes: readonly AssetScope[], code: string | null | undefined): AssetScope[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = findScopePath(node.children, code);
    if (below.length) return [node, ...below];
  }
  return [];
}
