import { useState } from 'react';

export interface FilterTotals {
  count: number;
  amount: number;
}

/**
 * The totals of the filter on screen. Only a filter's first page asks for them (`withTotals`); the next pages keep
 * what it answered, so the gateway sums once per filter.
 */
export function useFilterTotals(page: { totalCount?: number; totalAmount?: number } | undefined): FilterTotals | null {
  const [kept, setKept] = useState<FilterTotals | null>(null);
  const fresh =
    page?.totalCount !== undefined && page.totalAmount !== undefined
      ? { count: page.totalCount, amount: page.totalAmount }
      : null;
  // Kept as state derived while rendering (React re-renders at once), not in an effect a frame later.
  if (fresh && (fresh.count !== kept?.count || fresh.amount !== kept.amount)) setKept(fresh);
  return fresh ?? kept;
}
