import { AsyncLocalStorage } from 'node:async_hooks';
import { API_BASE, ASSET_UPLOAD_PATH } from '@vitrine/contract';
import { FileStore } from '@tus/file-store';
import { Server, type ServerOptions } from '@tus/server';
import type { Deps } from '../../deps.ts';
import { AppError, errorBody } from '../../lib/errors.ts';
import type { Actor } from './audit.service.ts';
import { acceptUpload, finishUpload } from './asset-upload.service.ts';

/** An upload still unfinished this long after it began is dropped (by the housekeeping sweep). */
export const UPLOAD_EXPIRES_MS = 24 * 3600_000;

/** The administrator a tus request is served for: set by the route around each call. */
export const uploadActor = new AsyncLocalStorage<Actor>();

const actor = () => {
  const who = uploadActor.getStore();
  if (!who) throw new Error('An asset upload outside a console request');
  return who;
};

/** The store of unfinished uploads: a file and its JSON record per upload, in one folder. */
export const uploadStore = (deps: Deps) =>
  new FileStore({
    directory: deps.config.assetUpload.dir,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRES_MS,
  });

/** A thrown error as tus answers it: our errors keep their status and JSON body. */
function tusError(error: Error | { status_code: number; body: string }) {
  if (error instanceof AppError)
    return {
      status_code: error.status,
      body: JSON.stringify(errorBody(error.code, error.message, error.field, error.detail)),
    };
  return undefined;
}

/**
 * The tus server behind the console's asset uploads: bytes stream to files in the upload folder
 * (nothing whole in memory), up to the configured size; a new upload's metadata is checked before
 * a byte is taken, and the upload's last byte makes it an asset (or a new file of one).
 */
export function createAssetUploads(deps: Deps): Server {
  const store = uploadStore(deps);
  const options: ConstructorParameters<typeof Server>[0] = {
    path: API_BASE + ASSET_UPLOAD_PATH,
    datastore: store,
    maxSize: deps.config.assetUpload.maxBytes,
    relativeLocation: true,
    // The web app calls its own origin: no cross-origin caller is answered.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (_request, upload) => {
      await acceptUpload(deps, upload.size, upload.metadata ?? {});
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      const answer = await finishUpload(deps, store, upload.id, upload.metadata ?? {}, actor());
      return {
        status_code: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(answer),
      };
    },
    onResponseError: (_request, error) => tusError(error),
  } satisfies Partial<ServerOptions> & { datastore: FileStore };
  return new Server(options);
}

/** Drops uploads unfinished UPLOAD_EXPIRES_MS after they began (bytes and records); answers how many. */
export const sweepAssetUploads = (deps: Deps): Promise<number> => uploadStore(deps).deleteExpired();
