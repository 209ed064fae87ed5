import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractForBrowser } from '../vite-plugins/contract-for-browser.ts';

const CONTRACT = path.resolve(import.meta.dirname, '../../../packages/contract/src');
const plugin = contractForBrowser();
const transform = (code: string, file = `${CONTRACT}/routes/sample.ts`): string | null => {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, file)?.code ?? null;
};

describe('the contract as the browser gets it', () => {
  it('keeps only the address of a route and marks each schema pure', () => {
    const out = transform(`import { z } from 'zod';
export const Answer = z.object({ ok: z.boolean() }).strict();
const limit = 5;
export const sampleRoutes = {
  one: route({ method: 'GET', base: API_BASE, path: '/one/:id', operationId: 'one', tags: ['a'],
    summary: 'One', params: z.object({ id: z.string() }), answer: Answer, errors: [404] }),
};`);
    expect(out).toContain(
      `one: route({ method: 'GET', base: API_BASE, path: '/one/:id', operationId: 'one' })`,
    );
    expect(out).toContain(
      'export const Answer = /* @__PURE__ */ (() => (z.object({ ok: z.boolean() }).strict()))();',
    );
    expect(out).toContain('const limit = 5;');
    expect(out).not.toMatch(/summary|params|answer|errors/);
  });

  it('keeps a route whose spec it cannot read whole, and leaves other files alone', () => {
    const spread = `const x = { one: route({ ...shared, method: 'GET', summary: 'kept' }) };`;
    expect(transform(spread)).toBeNull();
    expect(transform(`export const A = z.string();`, '/elsewhere/src/a.ts')).toBeNull();
  });

  it('reduces every route of the contract to its address', () => {
    const dir = path.join(CONTRACT, 'routes');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const code = fs.readFileSync(path.join(dir, file), 'utf8');
      const calls = code.match(/\broute\(\{/g)?.length ?? 0;
      if (!calls) continue;
      const out = transform(code, path.join(dir, file)) ?? '';
      expect(out.match(/\broute\(\{ method: /g)?.length, file).toBe(calls);
      expect(out, file).not.toMatch(/\bsummary:/);
    }
  });

  it('builds route calls that make no schema', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-contract-'));
    const entry = path.join(outDir, 'entry-source.ts');
    fs.writeFileSync(
      entry,
      `import { authRoutes } from '@vitrine/contract/routes/auth';
       import { routePath } from '@vitrine/contract/routes/route';
       export const address = routePath(authRoutes.signIn);
       export const method = authRoutes.signIn.method;`,
    );
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        plugins: [contractForBrowser()],
        resolve: { alias: { '@vitrine/contract': CONTRACT } },
        build: {
          outDir,
          emptyOutDir: false,
          minify: false,
          lib: { entry, formats: ['es'], fileName: 'entry' },
        },
      });
      const file = path.join(outDir, 'entry.js');
      const code = fs.readFileSync(file, 'utf8');
      // zod's schemas are never made (nor is zod itself bundled) for an address.
      expect(code).not.toMatch(/ZodObject|z\.object|Sign in/);
      const built = (await import(pathToFileURL(file).href)) as { address: string; method: string };
      expect(built).toMatchObject({ address: '/pim/portal/api/public/auth/token', method: 'POST' });
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
