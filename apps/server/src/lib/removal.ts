/**
 * What removing a record (a category, an attribute) did: removed, not found, or kept because
 * something uses it (`reason` says what). Reference data is never archived, only removed unused.
 */
export type RemovalOutcome =
  { state: 'removed' } | { state: 'unknown' } | { state: 'in-use'; reason: string };
