import type { ContentCategory } from '@vitrine/contract';
import { byOrder } from '@/shared/lists/tree-path';

/**
 * The tree as the list shows it (spec 3): in `order`, without the category the setup reserves for
 * the dashboard (setup.dashboard_content), wherever it sits.
 */
export function visibleCategories(
  nodes: readonly ContentCategory[],
  dashboard: string | null,
): ContentCategory[] {
  return byOrder(nodes.filter((node) => !dashboard || node.code !== dashboard)).map((node) => ({
    ...node,
    children: visibleCategories(node.children, dashboard),
  }));
}
