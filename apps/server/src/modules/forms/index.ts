import { areaPlugin } from '../../plugins/area.ts';

/** Forms: their fields, availability, results and logs. */
export const formRoutes = areaPlugin('forms', ['db'], async () => {});
