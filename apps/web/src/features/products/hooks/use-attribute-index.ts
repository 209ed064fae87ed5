import { useMemo } from 'react';
import type { Attribute } from '@vitrine/contract';
import { useAttributes } from '../api/get-attributes';

const EMPTY: Attribute[] = [];

/** The attribute list and a lookup by code, plus the query for its loading and error states. */
export function useAttributeIndex() {
  const query = useAttributes();
  const list = query.data ?? EMPTY;
  const byCode = useMemo(() => new Map(list.map((a) => [a.name, a])), [list]);
  return { query, list, byCode };
}
