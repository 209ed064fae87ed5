import { areaPlugin } from '../../plugins/area.ts';
import { profileRoutes as profileRoutesPlugin } from './profile.routes.ts';

/** The signed-in user's profile, picture, features and consent. */
export { loadProfile, sweepProfileFiles } from './profile.service.ts';
export { insertConsent, insertFeatures } from './profile.writer.ts';
export { replaceTerms, termsTexts } from './terms.writer.ts';
export { deleteMediaOf } from './profile.repository.ts';
export const profileRoutes = areaPlugin('profile', ['db', 'storage'], profileRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './profile.tables.ts';
