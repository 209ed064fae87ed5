import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { holdToContract } from '../support/contract-check.ts';

const answer = (statusCode: number, json?: unknown) =>
  ({
    statusCode,
    body: json === undefined ? '' : JSON.stringify(json),
    headers: json === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
  }) as unknown as LightMyRequestResponse;

const report = { id: 1, name: 'Hello', description: 'World', created: 1, portal_user: { id: 2 } };
const API = '/pim/portal/api';

describe('holding answers to the contract', () => {
  it('lets an answer the route table describes through', () => {
    expect(() => holdToContract('GET', `${API}/private/report/1`, answer(200, report))).not.toThrow();
    expect(() =>
      holdToContract('GET', `${API}/private/report/?mine=true`, answer(200, [report])),
    ).not.toThrow();
    expect(() => holdToContract('DELETE', `${API}/private/auth/token`, answer(204))).not.toThrow();
  });

  it('fails an answer outside its route\u2019s schema, naming the operation', () => {
    expect(() =>
      holdToContract('GET', `${API}/private/report/1`, answer(200, { ...report, id: 'one' })),
    ).toThrow(/getReport/);
  });

  it('fails an error outside the one error shape', () => {
    expect(() => holdToContract('GET', `${API}/private/report/1`, answer(404, { error: 'gone' }))).toThrow(
      /error shape/,
    );
    expect(() =>
      holdToContract(
        'GET',
        `${API}/private/report/1`,
        answer(404, { message: 'Not found', code: 'not_found' }),
      ),
    ).not.toThrow();
  });

  it('fails a JSON success from an address the table does not declare', () => {
    expect(() => holdToContract('GET', `${API}/private/nothing-here`, answer(200, {}))).toThrow(
      /does not declare/,
    );
  });

  it('reads an address as the server does, and leaves the probes alone', () => {
    // `..` climbs: this is the forms list, not a sent result called "..".
    expect(() => holdToContract('GET', `${API}/private/report/1/..`, answer(200, [report]))).not.toThrow();
    expect(() => holdToContract('GET', '/readyz', answer(503, { status: 'not_ready' }))).not.toThrow();
  });
});
