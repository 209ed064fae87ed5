import {
  AssignableUserList,
  AssignedVisitationQuery,
  Id,
  MessageAnswer,
  Visitation,
  VisitationAddressList,
  VisitationAssign,
  VisitationCreate,
  VisitationDeleteQuery,
  VisitationList,
  VisitationListQuery,
  VisitationRequest,
  VisitationUpdate,
  errorAnswers,
} from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const tags = ['visitations'];
const params = z.object({ id: Id });
const PLANNERS =
  'Planners are the users with the planner role in visitation_staff and the administrators; ' +
  'anyone else gets 403 planner_only.';

export const visitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/private/visitation/request',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'requestVisitation',
        tags,
        summary: 'Ask for a visit at an address (status requested); the wished day may not have passed',
        body: VisitationRequest,
        response: { 200: Visitation, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) => requestVisitation(db, requireUser(request), request.body),
  );
  app.get(
    '/private/visitation/requested',
    {
      schema: {
        operationId: 'listRequestedVisitations',
        tags,
        summary: "A page of the caller's own visitations, newest first, with the total",
        description: `scope=all lists everyone's visitations. ${PLANNERS}`,
        querystring: VisitationListQuery,
        response: { 200: VisitationList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listRequested(db, requireUser(request), request.query),
  );
  app.get(
    '/private/visitation/address',
    {
      schema: {
        operationId: 'listVisitationAddresses',
        tags,
        summary: "The distinct addresses of the caller's visitations, most recently used first (at most 50)",
        response: { 200: VisitationAddressList, ...errorAnswers(401, 403) },
      },
    },
    async (request) => addressPicks(db, requireUser(request)),
  );
  app.get(
    '/private/visitation/assigned',
    {
      schema: {
        operationId: 'listAssignedVisitations',
        tags,
        summary: 'A page of the visitations assigned to the caller, by planned (else wished) day',
        querystring: AssignedVisitationQuery,
        response: { 200: VisitationList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listAssigned(db, requireUser(request), request.query),
  );
  app.get(
    '/private/visitation/assigned/user',
    {
      schema: {
        operationId: 'listAssignableUsers',
        tags,
        summary: 'The field staff and planners visitations may be assigned to',
        description: PLANNERS,
        response: { 200: AssignableUserList, ...errorAnswers(401, 403) },
      },
    },
    async (request) => listAssignable(db, requireUser(request)),
  );
  app.post(
    '/private/visitation/',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'planVisitation',
        tags,
        summary: 'Plan a visit at once (status planned), optionally assigned',
        description: PLANNERS,
        body: VisitationCreate,
        response: { 200: Visitation, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) => createVisitation(db, requireUser(request), request.body),
  );
  app.delete(
    '/private/visitation/',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'deleteVisitation',
        tags,
        summary: 'Delete a visitation: ?id=12',
        description:
          'Its requester may delete it while it is requested (else 409 visitation_locked); a planner ' +
          "any. Someone else's answers 404 visitation_not_found.",
        querystring: VisitationDeleteQuery,
        response: { 200: MessageAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => deleteVisitation(db, requireUser(request), request.query.id),
  );
  app.get(
    '/private/visitation/:id',
    {
      schema: {
        operationId: 'getVisitation',
        tags,
        summary: 'One visitation: its requester, its assigned user and planners may read it (else 404)',
        params,
        response: { 200: Visitation, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => visitationById(db, requireUser(request), request.params.id),
  );
  app.put(
    '/private/visitation/:id',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'updateVisitation',
        tags,
        summary: 'Change a visitation (only the fields sent)',
        description:
          'Its requester may change address, wished_date, time_window and note while it is requested ' +
          '(409 visitation_locked after); status and planned_date are for planners (403 planner_only). ' +
          'Status changes: requested → planned | cancelled; planned → requested | done | cancelled; ' +
          'cancelled → requested (else 409 status_change_not_allowed); planned and done need a ' +
          "planned_date. Someone else's visitation answers 404.",
        params,
        body: VisitationUpdate,
        response: { 200: Visitation, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => updateVisitation(db, requireUser(request), request.params.id, request.body),
  );
  app.put(
    '/private/visitation/assigned/user/:id',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'assignVisitation',
        tags,
        summary: 'Assign visitation {id} to a user of GET /private/visitation/assigned/user',
        description: `400 user_not_assignable for anyone else; 409 visitation_closed when done or cancelled. ${PLANNERS}`,
        params,
        body: VisitationAssign,
        response: { 200: Visitation, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => assignVisitation(db, requireUser(request), request.params.id, request.body.user_id),
  );
  app.delete(
    '/private/visitation/assigned/user/:id',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'unassignVisitation',
        tags,
        summary: 'Take back the assignment of visitation {id}',
        description: PLANNERS,
        params,
        response: { 200: Visitation, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => assignVisitation(db, requireUser(request), request.params.id, null),
  );
};
