import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { areaPlugin } from '../../src/plugins/area.ts';

describe('area plugins', () => {
  it('refuse to start without the infrastructure they declare', async () => {
    const app = Fastify();
    await expect(app.register(areaPlugin('reports', ['db'], async () => {}))).rejects.toThrow(/db/);
    await app.close();
  });

  it('start when it is there, and keep their hooks to themselves', async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: 'db' }));
    let seen = 0;
    await app.register(
      areaPlugin('reports', ['db'], async (area) => {
        area.addHook('onRequest', async () => {
          seen++;
        });
        area.get('/inside', async () => 'in');
      }),
    );
    app.get('/outside', async () => 'out');
    await app.inject('/inside');
    await app.inject('/outside');
    expect(seen).toBe(1);
    await app.close();
  });
});
