import { useMutation } from '@tanstack/react-query';
import type { DownloadFile, UrlAnswer } from '@vitrine/contract';
import { downloadRoutes } from '@vitrine/contract/routes/downloads';
import { serverOrigin } from '@/shared/api/api-client';
import { callRoute } from '@/shared/api/call-route';

/** The cart's zip (beside the portal API, not under it, spec 7): the answer's url downloads it. */
export function prepareDownload(files: DownloadFile[], signal?: AbortSignal): Promise<UrlAnswer> {
  return callRoute(downloadRoutes.prepareCartDownload, { body: { files }, signal });
}

/** The zip link as the browser must open it: relative answers name the portal server. */
export function downloadLink(url: string): string {
  return /^(https?:)?\/\//i.test(url) ? url : `${serverOrigin}${url}`;
}

export function usePrepareDownload() {
  return useMutation({ mutationFn: (files: DownloadFile[]) => prepareDownload(files) });
}
