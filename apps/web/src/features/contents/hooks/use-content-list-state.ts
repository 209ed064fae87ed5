import { useListState } from '@/shared/lists/use-list-state';
import { parseContentListState, writeContentListState } from '../lib/content-list-state';

/** The content list's settings from the address; the category is the route's code. */
export const useContentListState = () => useListState(parseContentListState, writeContentListState);
