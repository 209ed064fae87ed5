import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: the first screenful at once, then a batch per task in a
 * transition, so a long list never holds the page in one long task while it is being read.
 */
export function useProgressiveCount(total: number, first = 8, step = 8): number {
  const [drawn, setDrawn] = useState({ total, count: Math.min(first, total) });
  // A list that grew (a page appended) keeps what is drawn; a shorter one starts over.
  if (drawn.total !== total)
    setDrawn({ total, count: Math.min(total > drawn.total ? Math.max(first, drawn.count) : first, total) });
  useEffect(() => {
    if (drawn.count >= total) return;
    const timer = window.setTimeout(() =>
      startTransition(() => setDrawn((d) => ({ ...d, count: Math.min(d.count + step, d.total) }))),
    );
    return () => window.clearTimeout(timer);
  }, [drawn.count, total, step]);
  return Math.min(drawn.count, total);
}
