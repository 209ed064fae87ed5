import type { BrowserContext, Page } from 'playwright-core';

/** Sums every layout shift not caused by input, from the start of each page load. */
export async function watchLayoutShifts(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        const nodes = (entry.sources ?? []).map((s) => (s.node as Element | null)?.outerHTML?.slice(0, 80));
        if (entry.value > 0.001) w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page loaded, and the larger shifts with the nodes they moved. */
export const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    return { total: w.__shift, shifts: w.__shifts };
  });
