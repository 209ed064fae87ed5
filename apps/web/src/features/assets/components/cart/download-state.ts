import type { DownloadFile } from '@vitrine/contract';

/** What the download panel shows (spec 4 "Cart"): idle, preparing, ready with a link, or failed. */
export type DownloadView =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; message: string };

/** The last download request: its status, the files it asked for, and its answer. */
export interface DownloadRequestState {
  status: 'idle' | 'pending' | 'success' | 'error';
  files: DownloadFile[] | undefined;
  url?: string;
  message?: string;
}

/** One string per exact request, so two carts compare equal only when they would give the same zip. */
export function filesKey(files: readonly DownloadFile[]): string {
  return JSON.stringify(files.map((file) => [file.name, file.url]));
}

const IDLE: DownloadView = { status: 'idle' };

/**
 * Spec 4: a change of any bulk or per-asset setting, a rename or a removal clears the download back
 * to idle. Derived rather than reset by each control, so changes from another tab clear it too: a
 * request made for other files than the cart now holds counts as idle.
 */
export function downloadView(request: DownloadRequestState, current: readonly DownloadFile[]): DownloadView {
  if (request.status === 'idle' || !request.files) return IDLE;
  if (filesKey(request.files) !== filesKey(current)) return IDLE;
  if (request.status === 'pending') return { status: 'preparing' };
  if (request.status === 'success' && request.url) return { status: 'ready', url: request.url };
  if (request.status === 'error') return { status: 'failed', message: request.message ?? '' };
  return IDLE;
}

/** Spec 5: the download button needs something in the cart and no request under way. */
export function canDownload(count: number, view: DownloadView): boolean {
  return count > 0 && view.status !== 'preparing';
}
