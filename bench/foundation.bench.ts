import { spawn } from 'node:child_process';
import path from 'node:path';
import { load, machine, root, startServer, writeSection, type LoadResult } from './support.ts';

/** Requests/s of the config and an authenticated profile call at concurrency 32, against plain node:http. */
async function startBaseline(body: string) {
  const port = String(40000 + Math.floor(Math.random() * 10000));
  const child = spawn(process.execPath, [path.join(root, 'bench/baseline-server.ts')], {
    env: { ...process.env, PORT: port, BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

const fmt = (r: LoadResult) => `${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors}`;

export async function run(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const rows: string[] = [];
  for (const database of ['PGlite', ...(process.env.DATABASE_URL ? ['PostgreSQL'] : [])]) {
    const server = await startServer(database === 'PGlite' ? { DATABASE_URL: '' } : {});
    try {
      const api = `${server.url}/pim/portal/api`;
      const configBody = await (await fetch(`${api}/public/config/`)).text();
      const { token } = (await (
        await fetch(`${api}/public/auth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo@vitrine.example', password: 'showroom-demo-2026' }),
        })
      ).json()) as { token: string };
      const baseline = await startBaseline(configBody);
      const base = await load(baseline.url, { connections: 32, seconds });
      baseline.stop();
      const config = await load(`${api}/public/config/`, { connections: 32, seconds });
      const profile = await load(`${api}/private/profile/`, {
        connections: 32,
        seconds,
        headers: { authorization: token },
      });
      rows.push(`| ${database} | baseline: node:http, same bytes | ${fmt(base)} | 1.00 |`);
      rows.push(
        `| ${database} | GET /public/config/ | ${fmt(config)} | ${(config.requestsPerSecond / base.requestsPerSecond).toFixed(2)} |`,
      );
      rows.push(
        `| ${database} | GET /private/profile/ (signed in) | ${fmt(profile)} | ${(profile.requestsPerSecond / base.requestsPerSecond).toFixed(2)} |`,
      );
      console.log(rows.slice(-3).join('\n'));
    } finally {
      await server.stop();
    }
  }
  writeSection(
    'foundation',
    `## API foundation: config and profile at concurrency 32

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; autocannon in the bench process,
the server in its own process (\`npm start\` without the build), ${seconds} s per row, 32 connections.
The baseline is a bare \`node:http\` server answering the same config bytes, measured in the same run.

| Database | Request | req/s | p50 ms | p99 ms | errors | ratio to baseline |
|---|---|---|---|---|---|---|
${rows.join('\n')}`,
  );
}
