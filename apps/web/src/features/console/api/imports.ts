import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleImportQuery, ConsoleImportRun, ConsoleImportStart } from '@vitrine/contract';
import { consoleImportRoutes } from '@vitrine/contract/routes/console-imports';
import { routePath } from '@vitrine/contract/routes/route';
import { serverOrigin, toQueryString } from '@/shared/api/api-client';
import { ApiError, toApiError } from '@/shared/api/api-error';
import { callRoute } from '@/shared/api/call-route';
import { getRequestLocale } from '@/shared/api/request-locale';
import { getUser } from '@/shared/session/session-store';

export const importsQueryKey = ['console', 'imports'] as const;
export const runQueryKey = (id: string | null) => [...importsQueryKey, 'one', id] as const;

/** A run still on its way: its page asks again every second. */
export const isActive = (run: { state: string } | undefined) =>
  run?.state === 'queued' || run?.state === 'running';

/** A page of the imports of the last days, newest first; asked again while one of them runs. */
export function useImports(query: Partial<ConsoleImportQuery>) {
  return useQuery({
    queryKey: [...importsQueryKey, 'list', query],
    queryFn: ({ signal }) => callRoute(consoleImportRoutes.listConsoleImports, { signal, query }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some(isActive) ? 3000 : false),
  });
}

/** One run, asked every second while it waits or runs, then kept with its report. */
export function useImportRun(id: string | null) {
  return useQuery({
    queryKey: runQueryKey(id),
    queryFn: ({ signal }) => callRoute(consoleImportRoutes.getConsoleImport, { signal, params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (q) => (isActive(q.state.data) ? 1000 : false),
  });
}

/**
 * A name the server takes: what a browser may give (`Preise [2026]/1.csv`) with anything but
 * letters, digits, spaces and `._()+,-` replaced, no leading dot, at most 200 characters.
 */
export function importFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : '';
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .replace(/[^\p{L}\p{M}\p{N} ._()+,-]/gu, '_')
    .replace(/^\.+/, '_');
  // Cut by whole characters, counted as the server counts them (UTF-16 units).
  let kept = '';
  for (const character of stem || 'import') {
    if (kept.length + character.length > 200 - ext.length) break;
    kept += character;
  }
  return `${kept}${ext}`;
}

export interface UploadChoice {
  kind: ConsoleImportStart['kind'];
  dryRun: boolean;
}

/**
 * Sends a file to be imported, raw, telling `onProgress` the share sent (0–1): XMLHttpRequest,
 * as fetch tells nothing of an upload's progress. Resolves with the queued run; rejects with an
 * ApiError (a network failure: status 0).
 */
export function uploadImport(
  file: File,
  choice: UploadChoice,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<ConsoleImportRun> {
  const query = toQueryString({
    kind: choice.kind,
    name: importFileName(file.name),
    ...(choice.dryRun ? { dryRun: 'true' } : {}),
  });
  const url = `${serverOrigin}${routePath(consoleImportRoutes.startConsoleImport)}${query}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    // The name tells the format: the browser's own type for a CSV varies by system.
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    const token = getUser()?.token;
    if (token) request.setRequestHeader('Authorization', token);
    const locale = getRequestLocale();
    if (locale) request.setRequestHeader('Accept-Language', locale);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown;
      try {
        answer = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        answer = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) resolve(answer as ConsoleImportRun);
      else reject(toApiError(request.status, answer));
    };
    request.onerror = () => reject(new ApiError(0, 'The upload failed', 'network_error'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
