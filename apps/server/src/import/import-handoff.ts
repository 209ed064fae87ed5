import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ADMIN_IMPORT_KINDS,
  ADMIN_PUSH_MAX_BYTES,
  AdminImportJob,
  type AdminImportKind,
  type ImportKind,
} from '@vitrine/contract';
import { adminRoutes, routePath } from '@vitrine/contract/routes';
import { createZipWriter } from '../modules/downloads/index.ts';
import { ImportUsageError } from './import-dispatch.ts';
import type { ImportProgress, ImportRun } from './import-kind.ts';
import type { ImportReport } from './import-report.ts';
import type { LocalPortal } from './local-portal.ts';

/** How often the running portal is asked how far the import is. */
const POLL_MS = 400;

export interface HandOff extends Pick<ImportRun, 'full' | 'dryRun' | 'channel' | 'currency' | 'batchSize'> {
  kind?: ImportKind;
  /** The pushed file's progress on the portal: rows so far, its bytes read. */
  onProgress?: (progress: ImportProgress) => void;
}

/**
 * Hands a file or folder to the portal running on this data directory through its admin API
 * (local-portal.ts): a folder goes as a zip of it and is imported there as `importPath` would here,
 * file by file in dependency order; a file of a given kind goes as it is. Answers the reports.
 */
export async function handOff(
  portal: LocalPortal,
  target: string,
  options: HandOff,
): Promise<ImportReport[]> {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) throw new ImportUsageError(`${target} does not exist.`);
  const direct = stat.isFile() && options.kind !== undefined;
  if (direct && !(ADMIN_IMPORT_KINDS as readonly string[]).includes(options.kind!))
    throw new ImportUsageError(
      `The running portal takes --kind ${ADMIN_IMPORT_KINDS.filter((k) => k !== 'folder').join(', ')}; ` +
        `stop it to import --kind ${options.kind} here.`,
    );
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-handoff-'));
  try {
    let file = target;
    let kind: AdminImportKind = direct ? (options.kind as AdminImportKind) : 'folder';
    if (!direct && !(stat.isFile() && /\.zip$/i.test(target))) {
      // A folder (or one file to tell by its header) is packed whole, media included.
      file = path.join(
        scratch,
        `${path.basename(path.resolve(target)).replace(/[^A-Za-z0-9._ -]/g, '_')}.zip`,
      );
      await zipFolder(
        stat.isDirectory() ? target : path.dirname(target),
        file,
        stat.isDirectory() ? null : target,
      );
      kind = 'folder';
    }
    const size = fs.statSync(file).size;
    if (size > ADMIN_PUSH_MAX_BYTES)
      throw new ImportUsageError(
        `${target} is ${Math.ceil(size / 1024 / 1024)} MB, more than the running portal takes ` +
          `(${ADMIN_PUSH_MAX_BYTES / 1024 / 1024} MB): stop it and import again.`,
      );
    const query = new URLSearchParams({ name: safeName(file) });
    if (options.full) query.set('full', 'true');
    if (options.dryRun) query.set('dryRun', 'true');
    if (options.channel) query.set('channel', options.channel);
    if (options.currency) query.set('currency', options.currency);
    if (options.batchSize) query.set('batchSize', String(options.batchSize));
    const type = kind === 'folder' ? 'application/zip' : 'application/octet-stream';
    let job = await call(portal, adminRoutes.startImport, { kind }, query, { file, type });
    while (job.state === 'queued' || job.state === 'running') {
      const { rows, bytes, totalBytes } = job.progress;
      options.onProgress?.({ rows, bytes, totalBytes });
      await sleep(POLL_MS);
      job = await call(portal, adminRoutes.getImport, { id: job.id });
    }
    // The portal's own words ("The import stopped: …"), which the command says once.
    if (job.state === 'failed')
      throw new Error(
        (job.error ?? 'the running portal could not import the file').replace(/^The import stopped: /, ''),
      );
    return job.reports ?? [];
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The name the portal is told: the file's, with only the characters its API takes. */
const safeName = (file: string) => path.basename(file).replace(/[^A-Za-z0-9._ -]/g, '_');

/** Packs a folder's files (or one of them) into a zip, their paths kept; hidden files left out. */
export async function zipFolder(folder: string, into: string, only: string | null): Promise<void> {
  const out = await fs.promises.open(into, 'w');
  try {
    const zip = createZipWriter({ write: async (bytes) => void (await out.write(bytes)) });
    const files = only
      ? [path.basename(only)]
      : fs
          .readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((name) => !name.split(path.sep).some((part) => part.startsWith('.')))
          .filter((name) => fs.statSync(path.join(folder, name)).isFile())
          .sort();
    for (const name of files)
      await zip.add(
        name.split(path.sep).join('/'),
        path.extname(name),
        fs.promises.open(path.join(folder, name)),
      );
    await zip.finish();
  } finally {
    await out.close();
  }
}

/**
 * One admin API call to the local portal, its answer read as an import job: the note gives the
 * portal's origin, the contract's route the path and method.
 */
function call(
  portal: LocalPortal,
  spec: typeof adminRoutes.startImport | typeof adminRoutes.getImport,
  params: Record<string, string>,
  query?: URLSearchParams,
  body?: { file: string; type: string },
): Promise<AdminImportJob> {
  const url = new URL(routePath(spec, params), portal.url);
  if (query) url.search = String(query);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: spec.method,
        headers: {
          host: portal.host,
          authorization: `Bearer ${portal.token}`,
          ...(body ? { 'content-type': body.type, 'content-length': fs.statSync(body.file).size } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let answer: unknown;
          try {
            answer = JSON.parse(text);
          } catch {
            answer = null;
          }
          const status = response.statusCode ?? 0;
          if (status >= 400) {
            const message = (answer as { message?: string } | null)?.message ?? `HTTP ${status}`;
            reject(new ImportUsageError(`The running portal refused the import: ${message}`));
            return;
          }
          const job = AdminImportJob.safeParse(answer);
          if (job.success) resolve(job.data);
          else reject(new Error(`The running portal answered what is not an import (HTTP ${status})`));
        });
      },
    );
    request.on('error', (error) =>
      reject(new ImportUsageError(`The running portal at ${portal.url} cannot be reached: ${error.message}`)),
    );
    if (body) fs.createReadStream(body.file).on('error', reject).pipe(request);
    else request.end();
  });
}
