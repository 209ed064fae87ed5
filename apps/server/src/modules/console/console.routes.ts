import { consoleRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { mailContextOf } from '../auth/index.ts';
import { approveRequest, refuseRequest, requestPage } from './account-requests.service.ts';
import { consoleActivityRoutes } from './activity.routes.ts';
import { consoleAssetFileRoutes } from './asset-files.routes.ts';
import { consoleArticleRoutes } from './articles.routes.ts';
import { auditPage } from './audit.service.ts';
import { changeGroup, createGroup, groupList } from './groups.service.ts';
import { changeGroupVisibility, groupVisibility } from './group-visibility.service.ts';
import { consoleImportRoutes } from './imports.routes.ts';
import { consoleReceivedRoutes } from './received.routes.ts';
import { consoleAssetRoutes } from './assets.routes.ts';
import { consoleFormRoutes } from './forms.routes.ts';
import { consoleSettingsRoutes } from './settings.routes.ts';
import { downloadPage, revokeShare, sharePage } from './shares.service.ts';
import {
  administrator,
  changeUser,
  createUser,
  deleteUser,
  endUserSessions,
  exportUser,
  sendUserReset,
  userDetail,
  userPage,
} from './users.service.ts';

/** The operator console's calls: every one for a signed-in administrator only (403 otherwise). */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const mailLog = (what: string) => (error: unknown) => app.log.error(error, what);
  // Whoever is not an administrator learns nothing more of a console call, not even what its
  // input should have been: the role is checked before the input.
  app.addHook('preValidation', async (request) => {
    await administrator(deps, request.principal);
  });
  await app.register(consoleActivityRoutes);
  await app.register(consoleImportRoutes);
  await app.register(consoleSettingsRoutes);
  await app.register(consoleReceivedRoutes);
  await app.register(consoleAssetRoutes);
  await app.register(consoleAssetFileRoutes);
  await app.register(consoleFormRoutes);
  await app.register(consoleArticleRoutes);

  app.route({
    ...contractRoute(app, routes.listAccountRequests),
    handler: (request) => requestPage(deps, request.principal, request.query),
  });
  app.route({
    ...contractRoute(app, routes.approveAccountRequest),
    config: writeLimit('console'),
    handler: async (request) =>
      approveRequest(
        deps,
        request.principal,
        request.params.id,
        request.body,
        await mailContextOf(deps, request),
        mailLog('welcome mail'),
      ),
  });
  app.route({
    ...contractRoute(app, routes.refuseAccountRequest),
    config: writeLimit('console'),
    handler: async (request) =>
      refuseRequest(
        deps,
        request.principal,
        request.params.id,
        request.body,
        await mailContextOf(deps, request),
        mailLog('refusal mail'),
      ),
  });
  app.route({
    ...contractRoute(app, routes.listConsoleUsers),
    handler: (request) => userPage(deps, request.principal, request.query, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.createConsoleUser),
    config: writeLimit('console'),
    handler: async (request) =>
      createUser(
        deps,
        request.principal,
        request.body,
        await mailContextOf(deps, request),
        mailLog('invitation mail'),
      ),
  });
  app.route({
    ...contractRoute(app, routes.getConsoleUser),
    handler: (request) => userDetail(deps, request.principal, request.params.id, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.changeConsoleUser),
    config: writeLimit('console'),
    handler: (request) =>
      changeUser(deps, request.principal, request.params.id, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.deleteConsoleUser),
    config: writeLimit('console'),
    handler: async (request, reply) => {
      await deleteUser(deps, request.principal, request.params.id, request.locale);
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...contractRoute(app, routes.endConsoleUserSessions),
    config: writeLimit('console'),
    handler: (request) => endUserSessions(deps, request.principal, request.params.id, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.sendConsoleUserReset),
    config: writeLimit('console'),
    handler: async (request) => {
      await sendUserReset(deps, request.principal, request.params.id, await mailContextOf(deps, request));
      return { message: 'Reset mail sent' };
    },
  });
  app.route({
    ...contractRoute(app, routes.exportConsoleUser),
    handler: async (request, reply) => {
      const document = await exportUser(deps, request.principal, request.params.id, request.locale);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="user-${request.params.id}.json"`)
        .send(JSON.stringify(document, null, 2));
    },
  });
  app.route({
    ...contractRoute(app, routes.listConsoleGroups),
    handler: (request) => groupList(deps, request.principal, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.createConsoleGroup),
    config: writeLimit('console'),
    handler: (request) => createGroup(deps, request.principal, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.changeConsoleGroup),
    config: writeLimit('console'),
    handler: (request) =>
      changeGroup(deps, request.principal, request.params.id, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.getConsoleGroupVisibility),
    handler: (request) => groupVisibility(deps, request.principal, request.params.id, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.changeConsoleGroupVisibility),
    config: writeLimit('console'),
    handler: (request) =>
      changeGroupVisibility(deps, request.principal, request.params.id, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.listConsoleDownloads),
    handler: (request) => downloadPage(deps, request.principal, request.query),
  });
  app.route({
    ...contractRoute(app, routes.listConsoleShares),
    handler: (request) => sharePage(deps, request.principal, request.query),
  });
  app.route({
    ...contractRoute(app, routes.revokeConsoleShare),
    config: writeLimit('console'),
    handler: (request) => revokeShare(deps, request.principal, request.params.id),
  });
  app.route({
    ...contractRoute(app, routes.listAudit),
    handler: async (request) => {
      await administrator(deps, request.principal);
      return auditPage(deps, request.query);
    },
  });
};
