import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '../../src/config.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: unknown };
  volumes?: string[];
  ports?: string[];
}

// No container engine runs where the tests do: the files are checked for what would break a start.
describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const portals = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

  it('runs two portal instances behind the proxy on PostgreSQL, Redis and S3', () => {
    expect(portals.map(([name]) => name).sort()).toEqual(['portal-a', 'portal-b']);
    for (const name of ['proxy', 'postgres', 'redis', 'minio']) expect(compose.services[name]).toBeDefined();
    const proxyConfig = read('deploy/nginx.conf');
    for (const [name] of portals) expect(proxyConfig).toContain(`server ${name}:8080`);
  });

  it('sets only settings the server reads, and the ones several instances need', () => {
    for (const [name, service] of portals) {
      const env = service.environment ?? {};
      const unknown = Object.keys(env).filter((key) => !ENV_VARIABLES.includes(key));
      expect(unknown, `${name} sets variables the server does not read`).toEqual([]);
      for (const key of [
        'DATABASE_URL',
        'REDIS_URL',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'PUBLIC_URL',
        'TRUST_PROXY',
      ])
        expect(env[key], `${name} ${key}`).toBeTruthy();
    }
  });

  it('gives each instance its own scratch volume and declares every named volume', () => {
    const named = portals.map(([, s]) => s.volumes?.[0]?.split(':')[0]);
    expect(new Set(named).size).toBe(portals.length);
    for (const service of Object.values(compose.services))
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (!source.startsWith('.')) expect(compose.volumes).toHaveProperty(source);
        else expect(fs.existsSync(path.join(ROOT, source))).toBe(true);
      }
  });

  it('waits for healthy dependencies', () => {
    for (const [name, service] of Object.entries(compose.services))
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(compose.services[dependency], `${name} → ${dependency}`).toBeDefined();
    for (const name of ['postgres', 'redis', 'minio'])
      expect(compose.services[name].healthcheck).toBeDefined();
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in stages and runs as a non-root user with a health check', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^FROM node:24/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(dockerfile).toContain('ffmpeg');
  });

  it('copies only paths that exist', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?:--from=build )?(?:--chown=\S+ )?(\S+) /gm)].map((m) =>
      m[1].replace(/^\/app\//, ''),
    );
    const built = new Set(['node_modules', 'apps/web/dist', '.']);
    for (const source of sources.filter((s) => !built.has(s)))
      expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
  });

  it('starts the server the same way npm start does', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start;
    const main = /node (\S+main\.ts)/.exec(start)?.[1];
    expect(dockerfile).toContain(`CMD ["node", "${main}"]`);
  });
});
