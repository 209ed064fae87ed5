import { useListState } from '@/shared/lists/use-list-state';
import { parseAssetListState, writeAssetListState } from '../lib/asset-list-state';

/** The library's settings from the address; the scope is the route's code. */
export const useAssetListState = () => useListState(parseAssetListState, writeAssetListState);
