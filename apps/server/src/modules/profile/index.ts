/** The signed-in user's profile, picture, features and consent. */
export { profileRoutes } from './profile.routes.ts';
export { loadProfile } from './profile.service.ts';
