/** Accounts: sign-in, registration, account requests, password reset and the sessions behind them. */
export { authPublicRoutes } from './auth.routes.ts';
export { authenticate, changePassword, logout } from './auth.service.ts';
export { deleteExpiredTokens } from './token.repository.ts';
export { principalPlugin, requireUser } from './principal.plugin.ts';
export { findUserName, findUserProfileRow, updateUserProfile } from './user.repository.ts';
export { guestProfile, toUserProfile } from './user-profile.ts';
export { authPrivateRoutes } from './session.routes.ts';
