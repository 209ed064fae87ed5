import { z } from 'zod';
import { Id, MessageAnswer } from '../common.ts';
import { API_BASE } from '../paths.ts';
import {
  AssignableUserList,
  AssignedVisitationQuery,
  Visitation,
  VisitationAddressList,
  VisitationAssign,
  VisitationCreate,
  VisitationDeleteQuery,
  VisitationList,
  VisitationListQuery,
  VisitationRequest,
  VisitationUpdate,
} from '../visitations.ts';
import { route } from './route.ts';

const tags = ['visitations'];
const params = z.object({ id: Id });
const PLANNERS =
  'Planners are the users with the planner role in visitation_staff and the administrators; ' +
  'anyone else gets 403 planner_only.';

/** Visits: asked for by users, planned and assigned by planners, read by those they concern. */
export const visitationRoutes = {
  requestVisitation: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/visitation/request',
    operationId: 'requestVisitation',
    tags,
    summary: 'Ask for a visit at an address (status requested); the wished day may not have passed',
    body: VisitationRequest,
    answer: Visitation,
    errors: [400, 401, 403, 429],
  }),
  listRequestedVisitations: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/visitation/requested',
    operationId: 'listRequestedVisitations',
    tags,
    summary: "A page of the caller's own visitations, newest first, with the total",
    description: `scope=all lists everyone's visitations. ${PLANNERS}`,
    query: VisitationListQuery,
    answer: VisitationList,
    errors: [400, 401, 403],
  }),
  listVisitationAddresses: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/visitation/address',
    operationId: 'listVisitationAddresses',
    tags,
    summary: "The distinct addresses of the caller's visitations, most recently used first (at most 50)",
    answer: VisitationAddressList,
    errors: [401, 403],
  }),
  listAssignedVisitations: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/visitation/assigned',
    operationId: 'listAssignedVisitations',
    tags,
    summary: 'A page of the visitations assigned to the caller, by planned (else wished) day',
    query: AssignedVisitationQuery,
    answer: VisitationList,
    errors: [400, 401, 403],
  }),
  listAssignableUsers: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/visitation/assigned/user',
    operationId: 'listAssignableUsers',
    tags,
    summary: 'The field staff and planners visitations may be assigned to',
    description: PLANNERS,
    answer: AssignableUserList,
    errors: [401, 403],
  }),
  planVisitation: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/visitation/',
    operationId: 'planVisitation',
    tags,
    summary: 'Plan a visit at once (status planned), optionally assigned',
    description: PLANNERS,
    body: VisitationCreate,
    answer: Visitation,
    errors: [400, 401, 403, 429],
  }),
  deleteVisitation: route({
    method: 'DELETE',
    base: API_BASE,
    path: '/private/visitation/',
    operationId: 'deleteVisitation',
    tags,
    summary: 'Delete a visitation: ?id=12',
    description:
      'Its requester may delete it while it is requested (else 409 visitation_locked); a planner ' +
      "any. Someone else's answers 404 visitation_not_found.",
    query: VisitationDeleteQuery,
    answer: MessageAnswer,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  getVisitation: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/visitation/:id',
    operationId: 'getVisitation',
    tags,
    summary: 'One visitation: its requester, its assigned user and planners may read it (else 404)',
    params,
    answer: Visitation,
    errors: [400, 401, 403, 404],
  }),
  updateVisitation: route({
    method: 'PUT',
    base: API_BASE,
    path: '/private/visitation/:id',
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
    answer: Visitation,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  assignVisitation: route({
    method: 'PUT',
    base: API_BASE,
    path: '/private/visitation/assigned/user/:id',
    operationId: 'assignVisitation',
    tags,
    summary: 'Assign visitation {id} to a user of GET /private/visitation/assigned/user',
    description: `400 user_not_assignable for anyone else; 409 visitation_closed when done or cancelled. ${PLANNERS}`,
    params,
    body: VisitationAssign,
    answer: Visitation,
    errors: [400, 401, 403, 404, 409, 429],
  }),
  unassignVisitation: route({
    method: 'DELETE',
    base: API_BASE,
    path: '/private/visitation/assigned/user/:id',
    operationId: 'unassignVisitation',
    tags,
    summary: 'Take back the assignment of visitation {id}',
    description: PLANNERS,
    params,
    answer: Visitation,
    errors: [400, 401, 403, 404, 409, 429],
  }),
};
