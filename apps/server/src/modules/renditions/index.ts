import { areaPlugin } from '../../plugins/area.ts';
import { renditionRoutes as renditionRoutesPlugin } from './rendition.routes.ts';

/** Media files and their renditions: originals, and named presets converted, cached and queued. */
export const renditionRoutes = areaPlugin('renditions', ['config', 'db', 'storage'], renditionRoutesPlugin);
export { isOriginal, mediaKey } from './media-path.ts';
export { assertPreset } from './rendition-presets.ts';
export { sweepOrphanRenditions } from './rendition-sweep.ts';
export type { WhenBusy } from './conversion-queue.ts';
export { FORMAT_EXTENSION, outputFormat } from './rendition-format.ts';
export {
  cachedRendition,
  original,
  rendition,
  renditionRequest,
  type RenditionOptions,
  type RenditionRequest,
  type Served,
} from './rendition.service.ts';
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './rendition.tables.ts';
