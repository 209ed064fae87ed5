import { areaPlugin } from '../../plugins/area.ts';
import { authPublicRoutes as authPublicRoutesPlugin } from './auth.routes.ts';
import { authPrivateRoutes as authPrivateRoutesPlugin } from './session.routes.ts';

/** Accounts: sign-in, registration, account requests, password reset and the sessions behind them. */
export { authenticate, changePassword, deleteExpiredTokens, logout } from './auth.service.ts';
export { principalPlugin, requireUser } from './principal.plugin.ts';
export { activeUsers, isAdminUser, userGroup, userName, userNames, userProfileRow } from './user.service.ts';
export {
  deleteAccount,
  endSessions,
  insertInvitedUser,
  mailContextFor,
  requireAdministrator,
  sendInvitation,
} from './user-admin.service.ts';
export { sendPasswordReset } from './password-reset.service.ts';
export { mailContextOf, type MailContext } from './account-mail.ts';
export {
  countOtherAdministrators,
  findUserDetail,
  groupCodeTaken,
  groupExists,
  groupNames,
  nextGroupPosition,
  listGroups,
  listUsers,
  updateUserColumns,
  type UserDetailRow,
} from './user-directory.repository.ts';
export {
  insertAccountRequest,
  decideAccountRequest,
  findAccountRequest,
  listAccountRequests,
  type AccountRequestRow,
} from './account-request.repository.ts';
export { guestProfile, toUserProfile } from './user-profile.ts';
export { groupMemberIds } from './group-members.repository.ts';
export { peopleMatching, personCards } from './people.repository.ts';
export {
  disableUsersAbsentFrom,
  insertAccount,
  insertRegistrationGroup,
  updateRegistrationGroup,
  updateUserProfile,
  upsertImportedUsers,
  type ImportedUser,
} from './user.writer.ts';
export const authPublicRoutes = areaPlugin('auth-public', ['config', 'db', 'mail'], authPublicRoutesPlugin);
export const authPrivateRoutes = areaPlugin('auth-private', ['config', 'db'], authPrivateRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './auth.tables.ts';
