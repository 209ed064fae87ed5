import type { Content } from '@vitrine/contract';

export interface ContentGroup {
  /** The category title; null for contents without a category. */
  title: string | null;
  contents: Content[];
}

/**
 * Contents grouped by category title (spec 2, product Contents tab): groups in the order their
 * first content comes, a content in every group of its categories, the uncategorised ones last.
 */
export function groupByCategory(contents: readonly Content[]): ContentGroup[] {
  const groups = new Map<string, Content[]>();
  const other: Content[] = [];
  for (const content of contents) {
    const titles = [...new Set(content.categories.map((c) => c.title.trim()).filter(Boolean))];
    if (titles.length === 0) other.push(content);
    for (const title of titles) {
      const list = groups.get(title) ?? [];
      list.push(content);
      groups.set(title, list);
    }
  }
  const named: ContentGroup[] = [...groups].map(([title, list]) => ({ title, contents: list }));
  return other.length ? [...named, { title: null, contents: other }] : named;
}
