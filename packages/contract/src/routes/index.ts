import { reportRoutes } from './reports.ts';
import { authRoutes } from './auth.ts';
import { profileRoutes } from './profile.ts';
import { configRoutes } from './config.ts';
import { localeRoutes } from './locales.ts';
import { analyticsRoutes } from './analytics.ts';
import { productRoutes } from './products.ts';
import { categoryRoutes } from './categories.ts';
import { attributeRoutes } from './attributes.ts';
import { exportRoutes } from './export.ts';
import { leafletRoutes } from './leaflets.ts';
import { searchRoutes } from './search.ts';
import { mediaRoutes } from './media.ts';
import { downloadRoutes } from './downloads.ts';
import { renditionRoutes } from './renditions.ts';
import { contentRoutes } from './contents.ts';
import { formRoutes } from './forms.ts';
import { orderRoutes } from './orders.ts';
import { visitationRoutes } from './visitations.ts';
import { adminRoutes } from './admin.ts';
import type { RouteSpec } from './route.ts';

export * from './route.ts';
export {
  reportRoutes,
  authRoutes,
  profileRoutes,
  configRoutes,
  localeRoutes,
  analyticsRoutes,
  productRoutes,
  categoryRoutes,
  attributeRoutes,
  exportRoutes,
  leafletRoutes,
  searchRoutes,
  mediaRoutes,
  downloadRoutes,
  renditionRoutes,
  contentRoutes,
  formRoutes,
  orderRoutes,
  visitationRoutes,
  adminRoutes,
};

/** Every route of the contract: what the API tests hold each answer to. */
export const ROUTES: readonly RouteSpec[] = [
  reportRoutes,
  authRoutes,
  profileRoutes,
  configRoutes,
  localeRoutes,
  analyticsRoutes,
  productRoutes,
  categoryRoutes,
  attributeRoutes,
  exportRoutes,
  leafletRoutes,
  searchRoutes,
  mediaRoutes,
  downloadRoutes,
  renditionRoutes,
  contentRoutes,
  formRoutes,
  orderRoutes,
  visitationRoutes,
  adminRoutes,
].flatMap((table) => Object.values(table));
