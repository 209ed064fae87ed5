import { useMemo } from 'react';
import type { AssetScope } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { NavTree, type NavTreeNode } from '@/shared/ui/nav-tree';

function toNodes(scopes: AssetScope[]): NavTreeNode[] {
  return scopes.map((s) => ({ id: s.id, code: s.code, label: s.name, children: toNodes(s.children) }));
}

interface ScopeTreeProps {
  nodes: AssetScope[];
  current: string | null;
  openIds: ReadonlySet<number>;
}

/** The scope (asset category) tree below an 'All assets' entry; the current scope is highlighted. */
export function ScopeTree({ nodes, current, openIds }: ScopeTreeProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const treeNodes = useMemo(() => toNodes(nodes), [nodes]);
  return (
    <NavTree
      nodes={treeNodes}
      current={current}
      openIds={openIds}
      linkTo={(code) => to(`/asset/list/${encodeURIComponent(code)}`)}
      all={{ label: t('assets.library.scopes_all'), to: to('/asset/list') }}
      toggleLabel={(open, name) =>
        t(open ? 'assets.library.scopes_collapse' : 'assets.library.scopes_expand', { name })
      }
      alignAll
    />
  );
}
