import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload, type DetailedError } from 'tus-js-client';
import { toApiError } from '@/shared/api/api-error';
import { getRequestLocale } from '@/shared/api/request-locale';
import { getUser } from '@/shared/session/session-store';
import { assetUploadEndpoint } from '../api/asset-files';

export type UploadState = 'waiting' | 'uploading' | 'paused' | 'error' | 'done';

/** One file in the upload list. */
export interface UploadItem {
  id: string;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  /** The asset the file became (or replaced the file of), once done. */
  assetId: number | null;
  error: unknown;
}

/** Files sent at once; the rest wait their turn. */
const PARALLEL = 3;
/**
 * Waits before each new try after a failure, up to about four minutes in all; a try that moved
 * the upload on starts the count again, so a flaky line never runs out of tries.
 */
const RETRY_DELAYS = [0, 1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 20_000, 30_000, 60_000, 60_000];

/** The portal's error for a failed request, when the server answered one. */
function errorOf(error: Error): unknown {
  const response = (error as DetailedError).originalResponse;
  if (!response) return error;
  let body: unknown = response.getBody();
  try {
    body = JSON.parse(String(body));
  } catch {
    // Plain text: kept as it is.
  }
  return toApiError(response.getStatus(), body);
}

/**
 * The console's upload queue over tus: each file streams in one request from where the server
 * says it got to, retrying on its own when the line drops (also while the browser says it is
 * offline: the retries wait for it); pause, resume, retry and remove per file.
 */
export function useUploadQueue(options: { onDone?: (item: UploadItem) => void } = {}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  // The order files start in, and those on their way: kept beside the list, which only shows them.
  const waiting = useRef<string[]>([]);
  const running = useRef(new Set<string>());
  const finished = useRef(new Set<string>());
  const onDone = useRef(options.onDone);
  useEffect(() => {
    onDone.current = options.onDone;
  });

  const change = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  /** Starts waiting files while fewer than PARALLEL are on their way. */
  const pump = useCallback(() => {
    while (running.current.size < PARALLEL && waiting.current.length) {
      const id = waiting.current.shift()!;
      const upload = uploads.current.get(id);
      if (!upload) continue;
      running.current.add(id);
      change(id, { state: 'uploading', error: null });
      upload.start();
    }
  }, [change]);
  /** A file stopped (done, failed, paused or removed): the next may start. */
  const stopped = useCallback(
    (id: string) => {
      running.current.delete(id);
      pump();
    },
    [pump],
  );

  const add = useCallback(
    (files: File[], target: { scopes?: number[]; asset?: number }) => {
      const added = files.map((file): UploadItem => {
        const id = crypto.randomUUID();
        const metadata: Record<string, string> = { filename: file.name, filetype: file.type };
        if (target.scopes?.length) metadata.scopes = target.scopes.join(',');
        if (target.asset) metadata.asset = String(target.asset);
        const upload = new Upload(file, {
          endpoint: assetUploadEndpoint,
          metadata,
          headers: {
            Authorization: getUser()?.token ?? '',
            'Accept-Language': getRequestLocale() ?? '',
          },
          retryDelays: RETRY_DELAYS,
          // A lost connection or a server in trouble is worth another try; a refusal is not.
          onShouldRetry: (error) => {
            const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
            return status === 0 || status >= 500 || status === 409 || status === 423;
          },
          storeFingerprintForResuming: false,
          onProgress: (sent) => change(id, { sent, state: 'uploading' }),
          onError: (error) => {
            change(id, { state: 'error', error: errorOf(error) });
            stopped(id);
          },
          onSuccess: ({ lastResponse }) => {
            let assetId: number | null = null;
            try {
              assetId = (JSON.parse(lastResponse.getBody()) as { asset_id: number }).asset_id;
            } catch {
              // Answered without the asset: done all the same.
            }
            const done = { state: 'done' as const, sent: file.size, assetId };
            change(id, done);
            finished.current.add(id);
            stopped(id);
            onDone.current?.({ id, name: file.name, size: file.size, error: null, ...done });
          },
        });
        uploads.current.set(id, upload);
        return {
          id,
          name: file.name,
          size: file.size,
          sent: 0,
          state: 'waiting',
          assetId: null,
          error: null,
        };
      });
      setItems((list) => [...list, ...added]);
      waiting.current.push(...added.map((item) => item.id));
      pump();
    },
    [change, pump, stopped],
  );

  // Whatever is left running stops with the page (the server drops it after a day).
  useEffect(() => {
    const all = uploads.current;
    return () => all.forEach((upload) => void upload.abort());
  }, []);

  const pause = useCallback(
    (id: string) => {
      void uploads.current.get(id)?.abort();
      change(id, { state: 'paused' });
      stopped(id);
    },
    [change, stopped],
  );
  const resume = useCallback(
    (id: string) => {
      change(id, { state: 'waiting', error: null });
      waiting.current.push(id);
      pump();
    },
    [change, pump],
  );
  const remove = useCallback(
    (id: string) => {
      // An unfinished upload is ended on the server too.
      if (!finished.current.has(id))
        void uploads.current
          .get(id)
          ?.abort(true)
          .catch(() => undefined);
      uploads.current.delete(id);
      waiting.current = waiting.current.filter((other) => other !== id);
      setItems((list) => list.filter((item) => item.id !== id));
      stopped(id);
    },
    [stopped],
  );

  return { items, add, pause, resume, retry: resume, remove };
}
