import { useMutation } from '@tanstack/react-query';
import type { DownloadFile, UrlAnswer } from '@vitrine/contract';
import { api, serverOrigin } from '@/shared/api/api-client';

/** The download and share calls live beside the portal API, not under it (spec 7). */
export const CART_API_BASE = `${serverOrigin}/pim/asset/asset`;

/** POST /pim/asset/asset/download: the server zips the files; the answer's url downloads the zip. */
export function prepareDownload(files: DownloadFile[], signal?: AbortSignal): Promise<UrlAnswer> {
  return api.post<UrlAnswer>('/download', { files }, { base: CART_API_BASE, signal });
}

/** The zip link as the browser must open it: relative answers name the portal server. */
export function downloadLink(url: string): string {
  return /^(https?:)?\/\//i.test(url) ? url : `${serverOrigin}${url}`;
}

export function usePrepareDownload() {
  return useMutation({ mutationFn: (files: DownloadFile[]) => prepareDownload(files) });
}
