import { areaPlugin } from '../../plugins/area.ts';

/** Visitations: requested, assigned and planned visits. */
export const visitationRoutes = areaPlugin('visitations', ['db'], async () => {});
