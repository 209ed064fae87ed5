import { useTranslation } from 'react-i18next';
import { ListSearchField } from '@/shared/lists/list-search-field';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { ASSET_PLACE, ASSET_SORT } from '../../lib/asset-list-place';
import type { AssetListState } from '../../lib/asset-list-state';

interface LibraryToolbarProps {
  state: AssetListState;
  /** Assets on screen; undefined while the first page loads. */
  shown: number | undefined;
  onSearch: (text: string) => void;
  onSort: () => void;
}

/** Search, the number of assets shown (no total exists) and the sort button with the current order. */
export function LibraryToolbar({ state, shown, onSearch, onSort }: LibraryToolbarProps) {
  const { t } = useTranslation();
  return (
    <ListToolbar
      sort={ASSET_SORT}
      search={<ListSearchField place={ASSET_PLACE} value={state.search} onSearch={onSearch} />}
      status={shown === undefined ? undefined : t('assets.library.shown', { count: shown })}
      orderBy={state.orderBy}
      orderDir={state.orderDir}
      onSort={onSort}
    />
  );
}
