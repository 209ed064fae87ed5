import { useMutation } from '@tanstack/react-query';
import type { DownloadFile, UrlAnswer } from '@vitrine/contract';
import { DOWNLOAD_PATH } from '@vitrine/contract/constants';
import { api, serverOrigin } from '@/shared/api/api-client';

/** POST DOWNLOAD_PATH (beside the portal API, not under it, spec 7): the answer's url downloads the zip. */
export function prepareDownload(files: DownloadFile[], signal?: AbortSignal): Promise<UrlAnswer> {
  return api.post<UrlAnswer>(DOWNLOAD_PATH, { files }, { base: serverOrigin, signal });
}

/** The zip link as the browser must open it: relative answers name the portal server. */
export function downloadLink(url: string): string {
  return /^(https?:)?\/\//i.test(url) ? url : `${serverOrigin}${url}`;
}

export function usePrepareDownload() {
  return useMutation({ mutationFn: (files: DownloadFile[]) => prepareDownload(files) });
}
