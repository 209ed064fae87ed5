import { useMemo } from 'react';
import type { ContentCategory } from '@vitrine/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { NavPanel } from '@/shared/ui/nav-panel';
import { NavTree, type NavTreeNode } from '@/shared/ui/nav-tree';

function toNodes(categories: ContentCategory[]): NavTreeNode[] {
  return categories.map((c) => ({ id: c.id, code: c.code, label: c.title, children: toNodes(c.children) }));
}

interface ContentCategoryPanelProps {
  categories: UseQueryResult<ContentCategory[]>;
  current: string | null;
  path: ContentCategory[];
  /** Phones fold the tree away behind the current category's name. */
  compact: boolean;
}

/** The category tree of the content list (spec 2 "Content screens"), below an 'All contents' entry. */
export function ContentCategoryPanel({ categories, current, path, compact }: ContentCategoryPanelProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const openIds = useMemo(() => new Set(path.map((c) => c.id)), [path]);
  return (
    <NavPanel
      title={t('contents.categories.title')}
      currentLabel={path.at(-1)?.title ?? t('contents.categories.all')}
      compact={compact}
      query={categories}
    >
      {(data) => (
        <NavTree
          nodes={toNodes(data)}
          current={current}
          openIds={openIds}
          linkTo={(code) => to(`/contents/list/${encodeURIComponent(code)}`)}
          all={{ label: t('contents.categories.all'), to: to('/contents/list') }}
          toggleLabel={(open, name) =>
            t(open ? 'contents.categories.collapse' : 'contents.categories.expand', { name })
          }
          alignAll
        />
      )}
    </NavPanel>
  );
}
