import { z } from 'zod';

export const OrderRequest = z.strictObject({ order: z.record(z.string(), z.unknown()) });
export const Order = z.object({
  id: z.number().int(),
  created: z.number().int(),
  order: z.record(z.string(), z.unknown()),
});
export const OrderList = z.array(Order);

export const Visitation = z.object({
  id: z.number().int(),
  address: z.string().nullable(),
  date: z.string().nullable(),
  status: z.string(),
  assigned_user: z.object({ id: z.number().int() }).nullable(),
});
export const VisitationList = z.array(Visitation);
export const VisitationRequest = z.strictObject({
  address: z.string().max(500).optional(),
  date: z.string().max(40).optional(),
  note: z.string().max(5000).optional(),
});
