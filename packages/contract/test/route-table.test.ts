import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute, renditionRoutes, reportRoutes, routePath } from '../src/routes/index.ts';

describe('the route table', () => {
  it('names every operation once', () => {
    const ids = ROUTES.map((spec) => spec.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(80);
  });

  it('declares no method and address twice', () => {
    const addresses = ROUTES.map((spec) => `${spec.method} ${spec.base}${spec.path.replace(/:\w+/g, ':')}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('fills path parameters, encoded', () => {
    expect(routePath(reportRoutes.getReport, { id: 7 })).toBe('/pim/portal/api/private/report/7');
    expect(() => routePath(reportRoutes.getReport)).toThrow(/missing path parameter id/);
    const [media] = Object.values(renditionRoutes);
    expect(routePath(media!, { '*': 'assets/a b.jpg' })).toBe('/pim/media/assets/a b.jpg');
  });

  it('finds the route of an address, a fixed path before a parameter', () => {
    expect(findRoute(ROUTES, 'GET', '/pim/portal/api/private/report/12')?.operationId).toBe('getReport');
    expect(findRoute(ROUTES, 'GET', '/pim/portal/api/private/report/')?.operationId).toBe('listReports');
    expect(findRoute(ROUTES, 'POST', '/pim/portal/api/private/report/12')).toBeUndefined();
    expect(findRoute(ROUTES, 'GET', '/pim/media/assets/x/y.jpg')?.operationId).toBe('getMediaFile');
  });
});
