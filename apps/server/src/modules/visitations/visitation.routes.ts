import { visitationRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import { assignVisitation, listAssignable } from './assignment.service.ts';
import {
  addressPicks,
  createVisitation,
  deleteVisitation,
  listAssigned,
  listRequested,
  requestVisitation,
  updateVisitation,
  visitationById,
} from './visitation.service.ts';

export const visitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.route({
    ...contractRoute(app, routes.requestVisitation),
    config: writeLimit('form'),
    handler: async (request) => requestVisitation(db, requireUser(request), request.body),
  });
  app.route({
    ...contractRoute(app, routes.listRequestedVisitations),
    handler: async (request) => listRequested(db, requireUser(request), request.query),
  });
  app.route({
    ...contractRoute(app, routes.listVisitationAddresses),
    handler: async (request) => addressPicks(db, requireUser(request)),
  });
  app.route({
    ...contractRoute(app, routes.listAssignedVisitations),
    handler: async (request) => listAssigned(db, requireUser(request), request.query),
  });
  app.route({
    ...contractRoute(app, routes.listAssignableUsers),
    handler: async (request) => listAssignable(db, requireUser(request)),
  });
  app.route({
    ...contractRoute(app, routes.planVisitation),
    config: writeLimit('form'),
    handler: async (request) => createVisitation(db, requireUser(request), request.body),
  });
  app.route({
    ...contractRoute(app, routes.deleteVisitation),
    config: writeLimit('form'),
    handler: async (request) => deleteVisitation(db, requireUser(request), request.query.id),
  });
  app.route({
    ...contractRoute(app, routes.getVisitation),
    handler: async (request) => visitationById(db, requireUser(request), request.params.id),
  });
  app.route({
    ...contractRoute(app, routes.updateVisitation),
    config: writeLimit('form'),
    handler: async (request) => updateVisitation(db, requireUser(request), request.params.id, request.body),
  });
  app.route({
    ...contractRoute(app, routes.assignVisitation),
    config: writeLimit('form'),
    handler: async (request) =>
      assignVisitation(db, requireUser(request), request.params.id, request.body.user_id),
  });
  app.route({
    ...contractRoute(app, routes.unassignVisitation),
    config: writeLimit('form'),
    handler: async (request) => assignVisitation(db, requireUser(request), request.params.id, null),
  });
};
