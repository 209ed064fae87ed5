import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
// The process that creates a cluster: it runs PostgreSQL's initdb and exits.
const CREATOR = fileURLToPath(new URL('./new-cluster-process.ts', import.meta.url));

/**
 * Creates the embedded database's cluster (PostgreSQL's initdb) at `dir` when there is none, in a
 * short-lived process of its own. Run in the server's process, initdb grows the engine's memory to
 * about 550 MiB, which WebAssembly never gives back: a first start then stayed near 525 MiB at rest
 * instead of 290. The cluster is made beside `dir` and moved there whole, so an interrupted first
 * start leaves no half-made cluster behind (the next start makes it again); a folder already at
 * `dir` (a mounted volume, say, which cannot be replaced) is emptied and filled in place.
 */
export async function ensureCluster(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const inPlace = fs.existsSync(dir);
  const making = inPlace ? dir : `${dir}.new`;
  fs.mkdirSync(making, { recursive: true });
  for (const entry of fs.readdirSync(making)) fs.rmSync(path.join(making, entry), { recursive: true });
  try {
    // The baseline compiler is enough for one initdb, and keeps the creator's own peak low.
    await run(process.execPath, ['--no-wasm-dynamic-tiering', '--no-wasm-tier-up', CREATOR, making]);
  } catch (error) {
    fs.rmSync(inPlace ? path.join(dir, 'PG_VERSION') : making, { recursive: true, force: true });
    const said = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`The embedded database could not be created${said ? `: ${said}` : ''}`, { cause: error });
  }
  if (!inPlace) fs.renameSync(making, dir);
}
