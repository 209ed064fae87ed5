import { useMemo } from 'react';
import type { AssetScope } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { NavPanel } from '@/shared/ui/nav-panel';
import { ScopeTree } from './scope-tree';

interface ScopePanelProps {
  scopes: UseQueryResult<AssetScope[]>;
  current: string | null;
  path: AssetScope[];
  /** Phones fold the tree away behind the current scope's name. */
  compact: boolean;
}

/** The scope navigation of the asset library (spec 2 "Asset library": category tree). */
export function ScopePanel({ scopes, current, path, compact }: ScopePanelProps) {
  const { t } = useTranslation();
  const openIds = useMemo(() => new Set(path.map((s) => s.id)), [path]);
  return (
    <NavPanel
      title={t('assets.library.scopes_title')}
      currentLabel={path.at(-1)?.name ?? t('assets.library.scopes_all')}
      compact={compact}
      query={scopes}
    >
      {(data) => <ScopeTree nodes={data} current={current} openIds={openIds} />}
    </NavPanel>
  );
}
