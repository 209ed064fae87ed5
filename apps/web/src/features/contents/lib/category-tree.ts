import type { ContentCategory } from '@vitrine/contract';

/** The categories from a root to the one with `code`; empty when there is none. */
export function findCategoryPath(nodes: readonly ContentCategory[], code: string | null): ContentCategory[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = findCategoryPath(node.children, code);
    if (below.length) return [node, ...below];
  }
  return [];
}

/**
 * The tree as the list shows it (spec 3): in `order`, without the category the setup reserves for
 * the dashboard (setup.dashboard_content), wherever it sits.
 */
export function visibleCategories(
  nodes: readonly ContentCategory[],
  dashboard: string | null,
): ContentCategory[] {
  return nodes
    .filter((node) => !dashboard || node.code !== dashboard)
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map((node) => ({ ...node, children: visibleCategories(node.children, dashboard) }));
}
