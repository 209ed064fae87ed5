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
import { consoleRoutes } from './console.ts';
import { consoleActivityRoutes } from './console-activity.ts';
import { consoleSettingsRoutes } from './console-settings.ts';
import { consoleImportRoutes } from './console-imports.ts';
import { consoleReceivedRoutes } from './console-received.ts';
import { consoleAssetRoutes } from './console-assets.ts';
import { consoleAssetFileRoutes } from './console-asset-files.ts';
import { consoleArticleRoutes } from './console-articles.ts';
import { consoleFormRoutes } from './console-forms.ts';
import type { RouteSpec } from './route.ts';

export * from './route.ts';
export * from './reports.ts';
export * from './auth.ts';
export * from './profile.ts';
export * from './config.ts';
export * from './locales.ts';
export * from './analytics.ts';
export * from './products.ts';
export * from './categories.ts';
export * from './attributes.ts';
export * from './export.ts';
export * from './leaflets.ts';
export * from './search.ts';
export * from './media.ts';
export * from './downloads.ts';
export * from './renditions.ts';
export * from './contents.ts';
export * from './forms.ts';
export * from './orders.ts';
export * from './visitations.ts';
export * from './admin.ts';
export * from './console.ts';
export * from './console-activity.ts';
export * from './console-settings.ts';
export * from './console-imports.ts';
export * from './console-received.ts';
export * from './console-assets.ts';
export * from './console-asset-files.ts';
export * from './console-articles.ts';
export * from './console-forms.ts';

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
  consoleRoutes,
  consoleActivityRoutes,
  consoleSettingsRoutes,
  consoleImportRoutes,
  consoleReceivedRoutes,
  consoleAssetRoutes,
  consoleAssetFileRoutes,
  consoleArticleRoutes,
  consoleFormRoutes,
].flatMap((table) => Object.values(table));
