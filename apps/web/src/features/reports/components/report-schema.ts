import { ReportRequest } from '@vitrine/contract';
import type { z } from 'zod';

// Spec 5: title and description are required.
export const ReportSchema = ReportRequest.pick({ name: true, description: true });
export type ReportValues = z.infer<typeof ReportSchema>;
