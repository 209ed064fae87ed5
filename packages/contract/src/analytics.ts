import { z } from 'zod';

/** A first-party analytics event: a page view or a named category/action pair. */
export const AnalyticsEvent = z.strictObject({
  type: z.enum(['page_view', 'event']),
  category: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  label: z.string().max(500).optional(),
  path: z.string().max(2000).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;
