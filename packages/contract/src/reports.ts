import { z } from 'zod';
import { RequiredText } from './common.ts';

/** Feedback reports: what a person sends and what they (or an administrator) read back. */
export const ReportRequest = z.strictObject({
  name: RequiredText(200),
  description: z.string().trim().min(1, 'Required').max(10_000),
  portal_user: z.object({ id: z.number().int().nullable() }).optional(),
});
export const Report = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  created: z.number().int(),
  portal_user: z.object({ id: z.number().int().nullable() }),
});
export type Report = z.infer<typeof Report>;

/**
 * `GET /private/report/`: newest first, a page at a time. `mine=true` keeps the user's own, also
 * for an administrator (who otherwise reads everyone's).
 */
export const ReportListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  mine: z.enum(['true', 'false']).optional(),
});
export type ReportListQuery = z.infer<typeof ReportListQuery>;
export const ReportList = z.array(Report);
