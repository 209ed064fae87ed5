import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_BASE } from '@vitrine/contract';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createAdminToken, revokeAdminToken } from '../admin/index.ts';

/**
 * A portal running on the embedded database holds its data directory alone, so `npm run import`
 * in a second terminal cannot open it. The running portal leaves this note in the directory
 * instead (readable by its own user only): where its admin API answers on this machine and a token
 * for it, made at each start. The command line hands the files to it there.
 */
const NOTE = 'local-portal.json';
/** The admin API token the note carries; each start replaces the last one. */
const TOKEN_NAME = 'local-import';

export interface LocalPortal {
  /** The admin API's base address on this machine. */
  url: string;
  /** The Host header the portal answers (its allowed names). */
  host: string;
  token: string;
  pid: number;
}

/** Writes the note for a portal now listening; answers what takes it back at shutdown. */
export async function announceLocalPortal(db: Database, config: AppConfig): Promise<() => Promise<void>> {
  await revokeAdminToken(db, TOKEN_NAME);
  const { token } = await createAdminToken(db, TOKEN_NAME);
  const address = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const portal: LocalPortal = {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${config.port}${ADMIN_BASE}`,
    host: localHostName(config),
    token,
    pid: process.pid,
  };
  const file = path.join(config.dataDir, NOTE);
  fs.writeFileSync(file, JSON.stringify(portal), { mode: 0o600 });
  return async () => {
    fs.rmSync(file, { force: true });
    await revokeAdminToken(db, TOKEN_NAME).catch(() => undefined);
  };
}

/** A name the portal answers to: its public address's, else one of its allowed names. */
function localHostName(config: AppConfig): string {
  const port = `:${config.port}`;
  if (config.publicUrl) return new URL(config.publicUrl).host;
  const allowed = config.allowedHosts;
  if (!allowed || allowed.includes('localhost')) return `localhost${port}`;
  return `${allowed[0]}${port}`;
}

/** The portal running on this data directory, from its note; null when none is (or it died). */
export function findLocalPortal(dataDir: string): LocalPortal | null {
  let portal: LocalPortal;
  try {
    portal = JSON.parse(fs.readFileSync(path.join(dataDir, NOTE), 'utf8')) as LocalPortal;
  } catch {
    return null;
  }
  if (!portal.url || !portal.token || !Number.isInteger(portal.pid)) return null;
  try {
    process.kill(portal.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return portal;
}
